import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examFormFixtures, examYears, type ExamFormFixture } from '@ege/core/tasks/checking/exam-form-fixtures';
import { createUser } from '@ege/core/identity/create-user';
import { createTestDatabase, type TestDatabase } from '@ege/tools/test/test-database';
import { runEge } from '../testing/run-ege';

/* `ege import` of variants of 2023, 2024 and 2025–2026, each type in its year's form (decision 018). */

let t: TestDatabase;
let dataDir: string;
let work: string;
let authorId: number;

beforeAll(async () => {
  t = await createTestDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'ege-exam-forms-data-'));
  work = await mkdtemp(join(tmpdir(), 'ege-exam-forms-'));
  authorId = (await createUser(t.db, { username: 'forms_author', email: 'forms_author@example.ru', password: 'secret-pass-1', role: 'author' })).id;
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
  await rm(work, { recursive: true, force: true });
});

const ege = (...argv: string[]) => runEge({ DATABASE_URL: t.url, DATA_DIR: dataDir }, argv);

async function put(root: string, path: string, content: string) {
  await mkdir(join(root, path, '..'), { recursive: true });
  await writeFile(join(root, path), content);
}

/** The manifest lines of an answer, as a teacher copies it from the year's collection. */
function answerLines(fixture: ExamFormFixture, indent = ''): string {
  const lines = [`answer: "${fixture.answer}"`];
  if (fixture.answer_type) lines.unshift(`answer_type: ${fixture.answer_type}`);
  if (fixture.table_shape) lines.unshift(`table_shape: ${fixture.table_shape[0]}x${fixture.table_shape[1]}`);
  return lines.map((line) => `${indent}${line}\n`).join('');
}

describe('ege import of past years’ variants', () => {
  it('imports every type of every year in its form, each task stored in the shape the trainer serves', async () => {
    const root = join(work, 'years');
    for (const year of examYears) {
      const fixtures = examFormFixtures.filter((fixture) => fixture.year === year);
      for (const fixture of fixtures.filter((f) => f.type < 19 || f.type > 21)) {
        await put(root, `${year}/${fixture.type}/task.yaml`, `key: ${year}-${fixture.type}\ntype: ${fixture.type}\ndifficulty: 2\n${answerLines(fixture)}`);
        await put(root, `${year}/${fixture.type}/text.md`, `Задание ${fixture.type} (${year}).`);
      }
      const questions = [19, 20, 21].map((type) => `  ${type}:\n    question: Вопрос ${type}\n${answerLines(fixtures.find((f) => f.type === type)!, '    ')}`);
      await put(root, `${year}/19-21/task.yaml`, `key: ${year}-19-21\ntype: 19-21\ndifficulty: 2\nquestions:\n${questions.join('')}`);
      await put(root, `${year}/19-21/condition.md`, 'Два игрока…');
    }
    const result = await ege('import', root, '--as', 'forms_author');
    expect(result.code, result.stdout + result.stderr).toBe(0);

    const stored = (await t.db('tasks').where({ author_id: authorId }).select('type', 'table_shape', 'import_key', 'block_id')) as {
      type: number;
      table_shape: number[] | null;
      import_key: string | null;
      block_id: number | null;
    }[];
    expect(stored).toHaveLength(81);
    const shapeOf = (year: string, type: number) => stored.find((task) => task.import_key === `${year}-${type}`)?.table_shape ?? null;
    expect(shapeOf('2023', 27)).toEqual([1, 2]);
    expect(shapeOf('2024', 27)).toEqual([1, 2]);
    expect(shapeOf('2025–2026', 27)).toBeNull();
    expect(shapeOf('2024', 26)).toBeNull();
  });

  it('refuses the shapes 26 and 27 cannot be scored in, naming the file and field, and writes nothing', async () => {
    const root = join(work, 'bad');
    await put(root, '27/wide/task.yaml', 'type: 27\ndifficulty: 3\ntable_shape: 1x3\nanswer: 1 2 3\n');
    await put(root, '27/wide/text.md', 'Три числа.');
    await put(root, '27/half/task.yaml', 'type: 27\ndifficulty: 3\ntable_shape: 2x2\nanswer: "283 5071 |"\n');
    await put(root, '27/half/text.md', 'Файл B пуст.');
    await put(root, '26/one/task.yaml', 'type: 26\ndifficulty: 3\nanswer: 125\n');
    await put(root, '26/one/text.md', 'Одно число.');
    await put(root, '05/good/task.yaml', 'type: 5\ndifficulty: 1\nanswer: 42\n');
    await put(root, '05/good/text.md', 'Хорошее.');
    const before = (await t.db('tasks').count({ n: '*' }).first()) as { n: string };

    const result = await ege('import', root, '--as', 'forms_author');
    expect(result.code).toBe(2);
    // The terminal wraps long lines; the words are what count.
    const said = result.stderr.replace(/\s+/g, ' ');
    expect(said).toMatch(/✖ 27\/wide\/task\.yaml: answer — Задание 27 проверяется по частям в таблице 1×2 \(.*\) или 2×2 \(.*\), а не 1×3/);
    expect(said).toContain(
      '✖ 27/half/task.yaml: answer — Задание 27 в таблице 2×2 (форма 2025–2026 годов: строка 1 — файл A, строка 2 — файл B): нет ответа для части «Файл B»; или выберите таблицу 1×2',
    );
    expect(said).toContain('✖ 26/one/task.yaml: answer — Задание 26 в таблице 1×2 (два числа в одной строке): нет ответа для части «Часть 2»');
    expect(await t.db('tasks').count({ n: '*' }).first()).toEqual(before);
  });
});
