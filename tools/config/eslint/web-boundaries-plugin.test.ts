import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webBoundariesPlugin } from './web-boundaries-plugin.js';

let root: string;

/** A small core: schemas, a pure helper, a service on knex, and modules that reach it directly, deep, or only by type. */
const coreFiles: Record<string, string> = {
  'validation/z.ts': "export { z } from 'zod';\n",
  'users/user-schemas.ts': "import { z } from '../validation/z';\nexport const userSchema = z.object({ id: z.number() });\n",
  'text/plural-ru.ts': "export function pluralRu(n: number) { return String(n); }\n",
  'users/find-users.ts': "import type { Knex } from 'knex';\nimport { userSchema } from './user-schemas';\nexport async function findUsers(db: Knex) { return userSchema.parse(await db('users').first()); }\n",
  'users/user-model.ts': "import { Model } from 'objection';\nexport class UserModel extends Model {}\n",
  'users/limits.ts': "import { UserModel } from './user-model';\nexport const maxNames = 100;\nexport const model = UserModel;\n",
  'users/deep.ts': "export { maxNames } from './limits';\n",
  'users/by-type.ts': "import type { UserModel } from './user-model';\nimport { type Knex } from 'knex';\nexport type Row = UserModel | Knex;\nexport const rowLimit = 5;\n",
  'users/hash.ts': "import { createHash } from 'node:crypto';\nexport const hash = (text: string) => createHash('sha1').update(text).digest('hex');\n",
};

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'web-boundaries-'));
  for (const [name, text] of Object.entries(coreFiles)) {
    const file = path.join(root, 'packages/core/src', name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
});

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function lint(code: string, file: string) {
  const linter = new Linter({ configType: 'flat', cwd: root });
  const messages = linter.verify(
    code,
    [
      {
        files: ['**/*.ts', '**/*.tsx'],
        languageOptions: { parser: tseslint.parser },
        plugins: { 'web-boundaries': webBoundariesPlugin },
        rules: {
          'web-boundaries/data-in-api-folders': 'error',
          'web-boundaries/no-cross-feature-imports': 'error',
          'web-boundaries/pure-core-imports-only': ['error', { coreSrc: path.join(root, 'packages/core/src') }],
        },
      },
    ],
    path.join(root, 'apps/web/src', file),
  );
  return messages.map((message) => `${message.ruleId}: ${message.message}`);
}

describe('no-cross-feature-imports', () => {
  it('reports a feature importing another feature, however the path is written', () => {
    expect(lint("import { A } from '../upload/a';", 'features/trainer/task-page.tsx')).toEqual([
      "web-boundaries/no-cross-feature-imports: Feature 'trainer' imports feature 'upload': move what both need to components/ or lib/, or compose them in a route.",
    ]);
    expect(lint("import type { A } from '../../upload/api/a';", 'features/trainer/components/task-page.tsx')).toHaveLength(1);
    expect(lint("export { A } from '../../features/upload/a';", 'features/trainer/b.ts')).toHaveLength(1);
    expect(lint("const load = () => import('../comments/comments-section');", 'features/trainer/b.ts')).toHaveLength(1);
  });

  it('reports shared code importing a feature', () => {
    expect(lint("import { A } from '../features/upload/a';", 'components/x.tsx')).toEqual([
      "web-boundaries/no-cross-feature-imports: Shared code in components/ imports feature 'upload': shared code depends on no feature.",
    ]);
    expect(lint("import { A } from '../features/upload/a';", 'lib/x.ts')).toHaveLength(1);
  });

  it('allows a feature its own files, shared code, and routes every feature', () => {
    expect(lint("import { A } from '../api/use-a';\nimport { B } from './b';", 'features/trainer/components/task-page.tsx')).toEqual([]);
    expect(lint("import { C } from '../../components/c';\nimport { f } from '../../lib/format-date';", 'features/trainer/task-page.tsx')).toEqual([]);
    expect(lint("import { TaskPage } from '../features/trainer/task-page';\nimport { C } from '../features/comments/c';", 'routes/trainer.tsx')).toEqual([]);
  });
});

describe('data-in-api-folders', () => {
  it("reports the query library, the tRPC client and the query client outside a feature's api/", () => {
    expect(lint("import { useQuery } from '@tanstack/react-query';", 'features/trainer/components/task-page.tsx')).toEqual([
      "web-boundaries/data-in-api-folders: '@tanstack/react-query' is data access: call it from a hook in features/trainer/api/ and use that hook here.",
    ]);
    expect(lint("import { trpc } from '../../../lib/trpc';", 'features/trainer/hooks/use-x.ts')).toHaveLength(1);
    expect(lint("import { queryClient } from '../../lib/query-client';", 'features/news/news-list.tsx')).toHaveLength(1);
  });

  it("allows them in api/, types anywhere, and shared code and routes alike", () => {
    expect(lint("import { useQuery } from '@tanstack/react-query';\nimport { trpc } from '../../../lib/trpc';", 'features/trainer/api/use-task.ts')).toEqual([]);
    expect(lint("import type { UseQueryResult } from '@tanstack/react-query';", 'features/trainer/components/a.tsx')).toEqual([]);
    expect(lint("import { useTask } from '../api/use-task';\nimport { useCheckTask } from '../../../lib/use-check-task';", 'features/trainer/components/a.tsx')).toEqual([]);
    expect(lint("import { useQuery } from '@tanstack/react-query';", 'lib/use-current-homework.ts')).toEqual([]);
    expect(lint("import { useQuery } from '@tanstack/react-query';", 'routes/news.tsx')).toEqual([]);
  });
});

describe('pure-core-imports-only', () => {
  it('allows schemas and pure modules', () => {
    expect(lint("import { userSchema } from '@ege/core/users/user-schemas';\nimport { pluralRu } from '@ege/core/text/plural-ru';", 'features/a/b.ts')).toEqual([]);
  });

  it('reports a core module that reaches the database, naming the chain', () => {
    expect(lint("import { findUsers } from '@ege/core/users/find-users';", 'features/a/b.ts')).toEqual([]);
    expect(lint("import { maxNames } from '@ege/core/users/deep';", 'features/a/b.ts')).toEqual([
      "web-boundaries/pure-core-imports-only: '@ege/core/users/deep' is a core service module (it reaches './limits → ./user-model → objection'): web imports only pure core modules; move the pure part (schemas, limits, rules) to a module of its own.",
    ]);
    expect(lint("import { hash } from '@ege/core/users/hash';", 'lib/x.ts')).toHaveLength(1);
    expect(lint("export { model } from '@ege/core/users/limits';", 'components/x.ts')).toHaveLength(1);
  });

  it('lets types through: they vanish from the bundle', () => {
    expect(lint("import type { UserModel } from '@ege/core/users/user-model';", 'features/a/b.ts')).toEqual([]);
    expect(lint("import { type UserModel } from '@ege/core/users/user-model';", 'features/a/b.ts')).toEqual([]);
    expect(lint("import { rowLimit } from '@ege/core/users/by-type';", 'features/a/b.ts')).toEqual([]);
  });

  it('takes only types from the server packages', () => {
    expect(lint("import type { AppRouter } from '@ege/api/app-router';", 'lib/trpc.ts')).toEqual([]);
    expect(lint("import { appRouter } from '@ege/api/app-router';", 'lib/trpc.ts')).toEqual([
      "web-boundaries/pure-core-imports-only: '@ege/api/app-router' is server code: web imports only its types (import type).",
    ]);
  });
});
