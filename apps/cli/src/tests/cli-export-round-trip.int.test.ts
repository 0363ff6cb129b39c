import { createHash, randomBytes } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { systemClock } from '@ege/core/clock/clock';
import type { CoreDeps } from '@ege/core/context/core-deps';
import { authUserColumns } from '@ege/core/identity/auth-user';
import { createUser } from '@ege/core/identity/create-user';
import { createPostgresFileStorage } from '@ege/core/storage/postgres-file-storage';
import { createTask } from '@ege/core/tasks/authoring/create-task';
import { storeGeneratedTask } from '@ege/core/tasks/authoring/store-generated-task';
import { createTaskInput, updateTaskInput } from '@ege/core/tasks/authoring/task-authoring-schemas';
import { updateTask } from '@ege/core/task-edits/update-task';
import { seedDemoBank } from '@ege/db/seed-demo-bank';
import { createTestDatabase, type TestDatabase } from '@ege/tools/test/test-database';
import { generousRateLimits } from '@ege/tools/test/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportReport } from '../export/export-tasks';
import type { ImportReport } from '../import/import-report';
import { folderNameOf } from '../export/task-manifest';
import { runEge } from '../testing/run-ege';

/*
 * Decision 078: a bank exported from this server and imported back is recognised, never duplicated;
 * a moved bank keeps its identities. The demo bank (no author), a task imported by an author, one
 * authored on the web and one the trainer generated, exported once and reused.
 */

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const exampleBank = join(repoRoot, 'examples/task-bank');

type Side = { t: TestDatabase; dataDir: string; deps: CoreDeps };
let a: Side;
let b: Side;
let work: string;
/** The admin's export of everything in A, written once. */
let bank: string;
let bankCount: number;
let webTaskId: number;
let generatedId: number;

async function openSide(): Promise<Side> {
  const t = await createTestDatabase();
  for (const [username, role] of [['rt_admin', 'admin'], ['rt_admin2', 'admin'], ['rt_author', 'author'], ['rt_other', 'author']] as const) {
    await createUser(t.db, { username, email: `${username}@example.ru`, password: 'secret-pass-1', role });
  }
  const deps: CoreDeps = { db: t.db, tokenSecret: randomBytes(32).toString('hex'), storage: createPostgresFileStorage(t.db), rateLimits: generousRateLimits, clock: systemClock };
  return { t, dataDir: await mkdtemp(join(tmpdir(), 'ege-cli-round-trip-data-')), deps };
}

const ege = (side: Side, ...argv: string[]) => runEge({ DATABASE_URL: side.t.url, DATA_DIR: side.dataDir }, argv);

async function userActor(side: Side, username: string) {
  const user = await side.t.db('users').where({ username }).first(...authUserColumns);
  return { kind: 'user' as const, user: user! };
}

/** The report of an `ege … --json` run that must succeed. */
async function json<T>(side: Side, ...argv: string[]): Promise<T> {
  const run = await ege(side, ...argv, '--json');
  expect(run.code, run.stderr + run.stdout.slice(0, 2000)).toBe(0);
  return JSON.parse(run.stdout) as T;
}

/** Every file under `root` by path, with its size and SHA-256. */
async function digestsOf(root: string): Promise<{ path: string; size: number; sha256: string }[]> {
  const files = [];
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const bytes = await readFile(join(entry.parentPath, entry.name));
    files.push({ path: join(entry.parentPath, entry.name).slice(root.length + 1), size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') });
  }
  return files.sort((x, y) => (x.path < y.path ? -1 : 1));
}

/** Every task.yaml under `root`: its folder, key and uid. */
async function manifestsOf(root: string): Promise<{ folder: string; key: string; uid: string | undefined; text: string }[]> {
  const found = [];
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name !== 'task.yaml') continue;
    const text = await readFile(join(entry.parentPath, entry.name), 'utf8');
    found.push({ folder: entry.parentPath.slice(root.length + 1), key: /^key: (.+)$/m.exec(text)![1]!, uid: /^uid: (.+)$/m.exec(text)?.[1], text });
  }
  return found;
}

const taskCount = async (side: Side) => Number(((await side.t.db('tasks').count({ n: '*' })) as [{ n: string }])[0].n);

beforeAll(async () => {
  [a, b] = await Promise.all([openSide(), openSide()]);
  work = await mkdtemp(join(tmpdir(), 'ege-cli-round-trip-'));
  await seedDemoBank(a.t.db, a.deps.storage);
  const imported = await ege(a, 'import', exampleBank, '--as', 'rt_author');
  expect(imported.code, imported.stderr).toBe(0);
  const web = await createTask(
    a.deps,
    await userActor(a, 'rt_author'),
    createTaskInput.parse({ type: '5', difficulty: '2', text: '<p>Автомат получает на вход число N.</p>', answer: '42', solution: '<p>Перебор.</p>' }),
  );
  webTaskId = web.id;
  generatedId = await storeGeneratedTask(a.deps, { type: 7, seed: 'round-trip', difficulty: 2 });
  bank = join(work, 'bank');
  const report = await json<ExportReport>(a, 'export', bank, '--as', 'rt_admin');
  bankCount = report.items.length;
}, 120_000);

afterAll(async () => {
  for (const side of [a, b]) {
    await side.t.close();
    await rm(side.dataDir, { recursive: true, force: true });
  }
  await rm(work, { recursive: true, force: true });
});

describe('ege export → ege import (decision 078)', () => {
  it("an admin's export imported back creates nothing, the dry run says so first, and a second export is byte-identical", async () => {
    const manifests = await manifestsOf(bank);
    expect(manifests.length).toBe(bankCount);
    expect(bankCount).toBeGreaterThan(120);
    expect(manifests.every((m) => /^[0-9a-f-]{36}$/.test(m.uid ?? ''))).toBe(true);
    expect(new Set(manifests.map((m) => m.key)).size).toBe(bankCount);
    expect(manifests.some((m) => m.text.includes('generator:'))).toBe(true);
    const before = await taskCount(a);

    const dry = await json<ImportReport>(a, 'import', bank, '--as', 'rt_admin', '--dry-run');
    expect(dry.counts).toEqual({ created: 0, updated: 0, unchanged: bankCount, changed: 0, invalid: 0, failed: 0 });
    expect(new Set(dry.tasks.map((task) => task.match))).toEqual(new Set(['uid']));
    const text = await ege(a, 'import', bank, '--as', 'rt_admin', '--dry-run');
    expect(text.stdout).toMatch(/= без изменений\s+07\/task-(\d+) \(ключ task-\1\) — по uid: № \1\n/);

    const real = await json<ImportReport>(a, 'import', bank, '--as', 'rt_admin');
    expect(real.counts).toEqual(dry.counts);
    expect(real.tasks.map((task) => [task.folder, task.status, task.ids])).toEqual(dry.tasks.map((task) => [task.folder, task.status, task.ids]));
    expect(real.tasks.find((task) => task.ids.includes(generatedId))?.status).toBe('unchanged');
    expect(await taskCount(a)).toBe(before);

    const again = join(work, 'bank-again');
    await json<ExportReport>(a, 'export', again, '--as', 'rt_admin');
    expect(await digestsOf(again)).toEqual(await digestsOf(bank));
  });

  it("an author's own export round-trips, and his source folders stay unchanged too", async () => {
    const mine = join(work, 'mine');
    const exported = await json<ExportReport>(a, 'export', mine, '--as', 'rt_author');
    expect(exported.counts).toMatchObject({ tasks: 6, blocks: 1 });
    const back = await json<ImportReport>(a, 'import', mine, '--as', 'rt_author');
    expect(back.counts).toMatchObject({ created: 0, updated: 0, changed: 0, unchanged: 7 });
    const source = await json<ImportReport>(a, 'import', exampleBank, '--as', 'rt_author');
    expect(source.counts).toMatchObject({ created: 0, changed: 0, unchanged: 6 });
    const second = join(work, 'mine-again');
    await json<ExportReport>(a, 'export', second, '--as', 'rt_author');
    expect(await digestsOf(second)).toEqual(await digestsOf(mine));
  });

  it("another author's import of the admin's tasks makes his own copies once; a generated task already in the bank is unchanged", async () => {
    const sevens = join(work, 'sevens');
    const exported = await json<ExportReport>(a, 'export', sevens, '--as', 'rt_admin', '--type', '7');
    const copies = exported.items.filter((item) => !item.ids.includes(generatedId));
    const first = await json<ImportReport>(a, 'import', sevens, '--as', 'rt_other');
    expect(first.counts).toMatchObject({ created: copies.length, unchanged: 1, failed: 0 });
    const generated = first.tasks.find((task) => task.status === 'unchanged')!;
    expect(generated).toMatchObject({ ids: [generatedId], match: 'generator' });
    // The copies have fresh uids: the admin's tasks keep theirs.
    const copyUids = (await a.t.db('tasks').whereIn('id', first.tasks.filter((t) => t.status === 'created').flatMap((t) => t.ids)).pluck('uid')) as string[];
    const folderUids = (await manifestsOf(sevens)).map((m) => m.uid);
    expect(copyUids.filter((uid) => folderUids.includes(uid))).toEqual([]);
    const second = await json<ImportReport>(a, 'import', sevens, '--as', 'rt_other');
    expect(second.counts).toMatchObject({ created: 0, unchanged: copies.length + 1 });
    expect(new Set(second.tasks.map((task) => task.match))).toEqual(new Set(['key', 'generator']));
  });

  it("an export never writes two folders with one key: another admin's copies of task-N get task-N-<id>", async () => {
    const twentySeven = join(work, 'twenty-seven');
    await json<ExportReport>(a, 'export', twentySeven, '--as', 'rt_admin', '--type', '27');
    const keys = new Set((await manifestsOf(twentySeven)).map((m) => m.key));
    // The second admin imports them as a tree without identities (say, edited by hand): copies under the same keys.
    for (const manifest of await manifestsOf(twentySeven)) await writeFile(join(twentySeven, manifest.folder, 'task.yaml'), manifest.text.replace(/^uid: .+\n/m, ''));
    const copies = await json<ImportReport>(a, 'import', twentySeven, '--as', 'rt_admin2');
    expect(copies.counts.created).toBe(copies.tasks.length);

    const all = join(work, 'all-27');
    const exported = await json<ExportReport>(a, 'export', all, '--as', 'rt_admin', '--type', '27');
    const manifests = await manifestsOf(all);
    expect(manifests.length).toBe(copies.tasks.length * 2);
    expect(new Set(manifests.map((m) => m.key)).size).toBe(manifests.length);
    // The first of two (the older task) keeps the key; the other adds its id.
    const renamed = exported.items.filter((item) => !keys.has(item.key));
    expect(renamed.map((item) => item.ids[0]).sort()).toEqual(copies.tasks.map((task) => task.ids[0]).sort());
    for (const item of renamed) expect(keys.has(item.key.slice(0, -`-${item.ids[0]}`.length)), item.key).toBe(true);
    expect(manifests.every((m) => m.folder === `27/${folderNameOf(m.key, '')}`)).toBe(true);
    const back = await json<ImportReport>(a, 'import', all, '--as', 'rt_admin');
    expect(back.counts).toMatchObject({ created: 0, unchanged: manifests.length, invalid: 0 });
  });

  it('a bank moved to an empty server keeps its uids, and a second import there creates nothing', async () => {
    const first = await json<ImportReport>(b, 'import', bank, '--as', 'rt_admin');
    expect(first.counts).toMatchObject({ created: bankCount, failed: 0, invalid: 0 });
    const uids = [
      ...((await b.t.db('tasks').whereNull('block_id').pluck('uid')) as string[]),
      ...((await b.t.db('task_blocks').pluck('uid')) as string[]),
    ].sort();
    expect(uids).toEqual((await manifestsOf(bank)).map((m) => m.uid!).sort());
    const second = await json<ImportReport>(b, 'import', bank, '--as', 'rt_admin');
    expect(second.counts).toMatchObject({ created: 0, updated: 0, changed: 0, unchanged: bankCount });
    const fromB = join(work, 'from-b');
    await json<ExportReport>(b, 'export', fromB, '--as', 'rt_admin');
    expect(await digestsOf(fromB)).toEqual(await digestsOf(bank));
  });

  it("an edited folder is 'изменено', then 'обновлено' in place with --update; a web edit makes the exported folder 'изменено'", async () => {
    const edited = join(work, 'edited');
    await cp(bank, edited, { recursive: true });
    const manifests = await manifestsOf(edited);
    const demo = manifests.find((m) => m.folder.startsWith('05/') && /^answer: \S+$/m.test(m.text))!;
    await writeFile(join(edited, demo.folder, 'task.yaml'), demo.text.replace(/^answer: .+$/m, 'answer: 987654'));
    const web = manifests.find((m) => m.key === `task-${webTaskId}`)!;

    const dry = await json<ImportReport>(a, 'import', edited, '--as', 'rt_admin', '--dry-run');
    expect(dry.tasks.filter((task) => task.status !== 'unchanged').map((task) => [task.folder, task.status])).toEqual([[demo.folder, 'changed']]);
    const updated = await json<ImportReport>(a, 'import', edited, '--as', 'rt_admin', '--update');
    const outcome = updated.tasks.find((task) => task.folder === demo.folder)!;
    expect(outcome).toMatchObject({ status: 'updated', match: 'uid' });
    expect(updated.counts).toMatchObject({ created: 0, updated: 1 });
    const stored = await a.t.db('tasks').where({ id: outcome.ids[0] }).first('answer', 'uid');
    expect(stored).toEqual({ answer: '987654', uid: demo.uid });
    expect((await json<ImportReport>(a, 'import', edited, '--as', 'rt_admin')).counts).toMatchObject({ created: 0, updated: 0, changed: 0 });

    await updateTask(a.deps, await userActor(a, 'rt_author'), updateTaskInput.parse({ id: webTaskId, answer: '43' }));
    const afterWeb = await json<ImportReport>(a, 'import', edited, '--as', 'rt_admin', '--dry-run');
    expect(afterWeb.tasks.filter((task) => task.status !== 'unchanged').map((task) => [task.folder, task.status])).toEqual([[web.folder, 'changed']]);
  });
});
