import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerLayoutOf } from '@ege/core/tasks/checking/answer-layout';
import { answerValueOf, checkFieldsOf } from '@ege/core/tasks/checking/answer-value';
import { examFormFixtures, examYears, type ExamFormFixture, type ExamYear } from '@ege/core/tasks/checking/exam-form-fixtures';
import { joinTableAnswer } from '@ege/core/tasks/checking/join-table-answer';
import { parseTableText } from '@ege/core/tasks/checking/read-task-answer';
import type { TaskPayload } from '@ege/core/tasks/bank/task-schemas';
import type { VariantAnswers, VariantDetail, VariantResults } from '@ege/core/variants/variant-schemas';
import type { HttpClient } from '@ege/tools/test/http-client';
import { signIn } from '@ege/tools/test/sign-in';
import { createTestApp, type TestApp } from '@ege/tools/test/test-app';

/*
 * Variants of past years imported as teachers import them (POST /tasks/import/, the call of `ege import`),
 * then solved in the trainer and in a variant: every type in its 2023, 2024 and 2025–2026 form.
 */

let t: TestApp;
let author: HttpClient;
/** The imported task of each year and type. */
const ids = new Map<ExamYear, Map<number, number>>();

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
}

/** The manifest's answer fields as `ege import` sends them; `suffix` names a block question's. */
function answerFields(fixture: ExamFormFixture, suffix = ''): Record<string, string> {
  const fields: Record<string, string> = { [`answer${suffix}`]: fixture.answer };
  if (fixture.answer_type) fields[`answer_type${suffix}`] = fixture.answer_type;
  if (fixture.table_shape) Object.assign(fields, { [`table_rows${suffix}`]: String(fixture.table_shape[0]), [`table_cols${suffix}`]: String(fixture.table_shape[1]) });
  return fields;
}

async function importForm(fields: Record<string, string>): Promise<{ id: number; ids: number[] }> {
  const key = `${fields.type}-${Math.random()}`;
  const response = await author.request('POST', '/api/tasks/import/', {
    payload: form({ difficulty: '2', import_key: key, import_hash: createHash('sha256').update(key).digest('hex'), ...fields }),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { id: number; ids: number[] };
}

const fixtureOf = (year: ExamYear, type: number) => examFormFixtures.find((f) => f.year === year && f.type === type)!;
const examOf = (year: ExamYear) => Array.from({ length: 27 }, (_, index) => ids.get(year)!.get(index + 1)!);

beforeAll(async () => {
  t = await createTestApp();
  author = await signIn(t, 'author');
  for (const year of examYears) {
    const byType = new Map<number, number>();
    ids.set(year, byType);
    for (const fixture of examFormFixtures.filter((f) => f.year === year && (f.type < 19 || f.type > 21))) {
      byType.set(fixture.type, (await importForm({ type: String(fixture.type), text: `<p>${year}, задание ${fixture.type}</p>`, ...answerFields(fixture) })).id);
    }
    const block: Record<string, string> = { type: '19-21', condition: `<p>${year}: два игрока…</p>` };
    for (const type of [19, 20, 21]) Object.assign(block, { [`question_${type}`]: `<p>Вопрос ${type}</p>` }, answerFields(fixtureOf(year, type), `_${type}`));
    const imported = await importForm(block);
    imported.ids.forEach((id, index) => byType.set(19 + index, id));
  }
});
afterAll(async () => t.close());

async function openVariant(student: HttpClient, tasks: number[]): Promise<VariantDetail> {
  const created = await student.request('POST', '/api/tasks/variants/', { json: { name: 'Вариант прошлых лет', tasks } });
  expect(created.statusCode, created.body).toBe(200);
  return (await student.request('GET', `/api/tasks/variants/${(created.json() as VariantDetail).id}/`)).json() as VariantDetail;
}

/** What the web variant sends for a typed answer: the cells of the table it serves, or the field. */
const sent = (task: TaskPayload, typed: string) => checkFieldsOf(answerValueOf(answerLayoutOf(task.type, task.table_shape), typed, null));

async function finish(student: HttpClient, variant: VariantDetail, typedOf: (task: TaskPayload) => string): Promise<VariantResults> {
  const answers: VariantAnswers = Object.fromEntries(variant.task_payloads.map((task) => [task.id, sent(task, typedOf(task))]));
  const response = await student.request('POST', `/api/tasks/variants/${variant.id}/finish/`, { json: { answers, elapsed_seconds: 600 } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as VariantResults;
}

/** An answer in the results' one-line form: a table's cells joined as the results join them, a field as typed. */
const oneLine = (text: string, type = 26) => (answerLayoutOf(type).kind === 'table' ? joinTableAnswer(parseTableText(text) ?? []) : text.trim());

describe.each(examYears)('a variant of %s, imported and solved', (year) => {
  const fixtureOfTask = (task: TaskPayload) => fixtureOf(year, task.type);

  it('serves every task in its year’s form', async () => {
    const variant = await openVariant(await signIn(t, 'student'), examOf(year));
    expect(variant.task_payloads.map((task) => [task.type, task.table_shape])).toEqual(examFormFixtures.filter((f) => f.year === year).map((f) => [f.type, f.served]));
  });

  it('scores 29 of 29 answered right, the results showing each answer as its key', async () => {
    const student = await signIn(t, 'student');
    const results = await finish(student, await openVariant(student, examOf(year)), (task) => fixtureOfTask(task).answer);
    expect(results).toMatchObject({ correct_count: 27, total: 27, score: 100, exam_points: 29, exam_max_points: 29, primary_score: 29, test_score: 100 });
    for (const item of results.items) {
      const fixture = fixtureOf(year, item.type);
      expect(item, `task ${item.type}`).toMatchObject({ is_correct: true, points: item.max_points, user_answer: oneLine(fixture.answer, item.type), correct_answer: oneLine(fixture.answer, item.type) });
    }
  });

  it('gives 26 and 27 one point each for half an answer, the others nothing', async () => {
    const student = await signIn(t, 'student');
    const results = await finish(student, await openVariant(student, examOf(year)), (task) => fixtureOfTask(task).half ?? fixtureOfTask(task).wrong);
    expect(results).toMatchObject({ correct_count: 0, exam_points: 2, primary_score: 2, test_score: 14 });
    for (const type of [26, 27]) {
      const fixture = fixtureOf(year, type);
      expect(results.items.find((item) => item.type === type)).toMatchObject({
        is_correct: false,
        points: 1,
        max_points: 2,
        user_answer: oneLine(fixture.half!),
        correct_answer: oneLine(fixture.answer),
      });
    }
  });

  it('scores 0 for wrong answers', async () => {
    const student = await signIn(t, 'student');
    const results = await finish(student, await openVariant(student, examOf(year)), (task) => fixtureOfTask(task).wrong);
    expect(results).toMatchObject({ correct_count: 0, exam_points: 0, primary_score: 0, test_score: 0 });
    expect(results.items.every((item) => item.points === 0 && item.user_answer !== item.correct_answer)).toBe(true);
  });
});

describe('a 1×2 and a 2×2 task 27, and task 26, in the trainer and in a variant', () => {
  const cases: [string, ExamYear, number, [typed: string, points: number, parts: [boolean, boolean]][]][] = [
    ['27 in 1×2 (2023–2024)', '2023', 27, [['283 5071', 2, [true, true]], ['283 5070', 1, [true, false]], ['282 5071', 1, [false, true]], ['5071 283', 0, [false, false]]]],
    ['27 in 2×2 (2025–2026)', '2025–2026', 27, [['10738 30730 | 37522 51277', 2, [true, true]], ['10738 30730 | 1 2', 1, [true, false]], ['1 2 | 37522 51277', 1, [false, true]], ['37522 51277 | 10738 30730', 0, [false, false]]]],
    ['26 keyed as a table', '2023', 26, [['2767 51', 2, [true, true]], ['2767 50', 1, [true, false]], ['51 2767', 1, [false, false]], ['1 2', 0, [false, false]]]],
    ['26 keyed as text', '2024', 26, [['1045 12', 2, [true, true]], ['0 12', 1, [false, true]], ['1044 13', 0, [false, false]]]],
  ];

  it.each(cases)('%s: 2, 1 and 0 points, with the right strings in the results', async (_name, year, type, answers) => {
    const id = ids.get(year)!.get(type)!;
    for (const [typed, points, parts] of answers) {
      const student = await signIn(t, 'student');
      const variant = await openVariant(student, [id]);
      const task = variant.task_payloads[0]!;
      const checked = await student.request('POST', '/api/tasks/check/', { json: { task_id: id, ...sent(task, typed) } });
      expect(checked.statusCode, checked.body).toBe(200);
      expect(checked.json(), typed).toMatchObject({ is_correct: points === 2, points, max_points: 2, solved_parts: parts });

      const results = await finish(student, variant, () => typed);
      expect(results.items[0], typed).toMatchObject({ is_correct: points === 2, points, max_points: 2, user_answer: oneLine(typed), correct_answer: oneLine(fixtureOf(year, type).answer) });
      expect(results).toMatchObject({ exam_points: points, exam_max_points: 2 });
    }
  });
});

describe('a shape the parts cannot be scored in', () => {
  const importKey = (key: string) => ({ import_key: key, import_hash: createHash('sha256').update(key).digest('hex') });

  it('is refused at import, upload and edit with a Russian message under the answer', async () => {
    const wide = await author.request('POST', '/api/tasks/import/', {
      payload: form({ type: '27', difficulty: '3', text: '<p>27</p>', answer: '1 2 3', table_rows: '1', table_cols: '3', ...importKey('wide-27') }),
    });
    expect(wide.statusCode, wide.body).toBe(400);
    expect(wide.json()).toMatchObject({ errors: { answer: [expect.stringMatching(/^Задание 27 проверяется по частям в таблице 1×2 .* или 2×2 .*, а не 1×3$/)] } });

    const halfFilled = await author.request('POST', '/api/tasks/', {
      payload: form({ type: '27', difficulty: '3', text: '<p>27</p>', answer_type: 'table', answer: '[["1","2"],["",""]]', table_rows: '2', table_cols: '2' }),
    });
    expect(halfFilled.statusCode, halfFilled.body).toBe(400);
    expect(halfFilled.json()).toMatchObject({ detail: expect.stringContaining('нет ответа для части «Файл B»; или выберите таблицу 1×2') });

    const column = await author.request('POST', '/api/tasks/tasks/', { json: { type: 26, difficulty: 3, text: '<p>26</p>', answer: [['1'], ['2']], table_rows: 2, table_cols: 1 } });
    expect(column.statusCode, column.body).toBe(400);
    expect(column.json()).toMatchObject({ errors: { answer: ['Задание 26 проверяется по частям в таблице 1×2 (два числа в одной строке), а не 2×1'] } });

    const edited = await author.request('PUT', `/api/tasks/tasks/${ids.get('2023')!.get(27)}/`, { json: { answer: '283' } });
    expect(edited.statusCode, edited.body).toBe(400);
    expect((edited.json() as { detail: string }).detail).toMatch(/^Задание 27 в таблице 1×2 .*: нет ответа для части «Файл B»$/);
  });
});
