import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSettableClock } from '@ege/core/clock/clock';
import type { ExamSession } from '@ege/core/exam/exam-schemas';
import { forbiddenMessages } from '@ege/core/rules/roles';
import { insertBlock, insertTask } from '@ege/core/tasks/authoring/insert-task';
import type { AnswerKey } from '@ege/core/variants/answer-key-schemas';
import type { VariantDetail } from '@ege/core/variants/variant-schemas';
import { HttpClient, trpcData } from '@ege/tools/test/http-client';
import { signIn } from '@ege/tools/test/sign-in';
import { createTestApp, type TestApp } from '@ege/tools/test/test-app';

// Decision 072: the answer key of a printed variant goes to a teacher, an author or an admin only.
const clock = createSettableClock('2026-11-25T09:00:00Z');
let t: TestApp;
let field: number;
let table27: number;
let block: number[];

type Response = { statusCode: number; body: string; json(): unknown };
function ok<T>(response: Response): T {
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}
const keyOf = (client: HttpClient, id: number) => client.request('GET', `/api/tasks/variants/${id}/answer-key/`);
const variantOf = async (client: HttpClient, tasks: number[], isPublic = false) => {
  const variant = ok<VariantDetail>(await client.request('POST', '/api/tasks/variants/', { json: { name: 'Для урока', tasks } }));
  if (isPublic) await t.deps.db('variants').where({ id: variant.id }).update({ is_public: true });
  return variant.id;
};

beforeAll(async () => {
  t = await createTestApp({ clock });
  field = await insertTask(t.deps.db, { type: 1, difficulty: 1, text: '<p>Сколько дорог?</p>', answer: { kind: 'field', value: '4242' }, solution: '<p>Разбор-1</p>' });
  table27 = await insertTask(t.deps.db, { type: 27, difficulty: 3, text: '<p>27</p>', answer: { kind: 'table', rows: [['5151', '6262'], ['7373', '8484']] } });
  block = (
    await insertBlock(t.deps.db, {
      condition: '<p>Два игрока…</p>',
      difficulty: 2,
      questions: [
        { type: 19, question: '<p>19</p>', answer: { kind: 'field', value: '1919' } },
        { type: 20, question: '<p>20</p>', answer: { kind: 'table', rows: [['2020', '2121']] } },
        { type: 21, question: '<p>21</p>', answer: { kind: 'field', value: '2222' } },
      ],
    })
  ).taskIds;
});
afterAll(async () => t.close());

describe("a variant's answer key", () => {
  it('gives a teacher, an author and an admin every answer in the printed numbering, over REST and tRPC', async () => {
    const teacher = await signIn(t, 'teacher');
    const id = await variantOf(teacher, [field, ...block, table27]);
    const key = ok<AnswerKey>(await keyOf(teacher, id));
    expect(key).toEqual({
      variant_id: id,
      name: 'Для урока',
      items: [
        { number: 1, task_id: field, type: 1, answer_type: 'field', answer: '4242', answers: null },
        { number: 2, task_id: block[0], type: 19, answer_type: 'field', answer: '1919', answers: null },
        { number: 3, task_id: block[1], type: 20, answer_type: 'table', answer: null, answers: [['2020', '2121']] },
        { number: 4, task_id: block[2], type: 21, answer_type: 'field', answer: '2222', answers: null },
        { number: 5, task_id: table27, type: 27, answer_type: 'table', answer: null, answers: [['5151', '6262'], ['7373', '8484']] },
      ],
    });
    expect(trpcData<AnswerKey>(await teacher.trpcQuery('variants.answerKey', { id }))).toEqual(key);
    // Reading the key is no reveal: the teacher's own page of the task still keeps its answer.
    expect((await teacher.request('GET', `/api/tasks/task/${field}/`)).body).not.toContain('4242');

    const publicId = await variantOf(teacher, [field], true);
    for (const role of ['author', 'admin'] as const) {
      const reader = await signIn(t, role);
      expect(ok<AnswerKey>(await keyOf(reader, publicId)).items[0]!.answer).toBe('4242');
    }
  });

  it('refuses a student (403, even for the own variant) and a guest (401), and tells nothing of the answers', async () => {
    const student = await signIn(t, 'student');
    const own = await variantOf(student, [field, table27]);
    for (const response of [await keyOf(student, own), await student.trpcQuery('variants.answerKey', { id: own })]) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.body).toContain(forbiddenMessages.answerKey);
      expect(response.body).not.toMatch(/4242|5151/);
    }
    // The variant's own page, which a student may open, has no answer either.
    expect((await student.request('GET', `/api/tasks/variants/${own}/`)).body).not.toMatch(/4242|5151|Разбор-1/);
    const guest = new HttpClient(t.app);
    const refused = await keyOf(guest, own);
    expect(refused.statusCode, refused.body).toBe(401);
    expect(refused.body).not.toMatch(/4242|5151/);
  });

  it("opens only a variant the teacher may open: another's private one is not found", async () => {
    const student = await signIn(t, 'student');
    const own = await variantOf(student, [field]);
    const teacher = await signIn(t, 'teacher');
    const response = await keyOf(teacher, own);
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json()).toEqual({ detail: 'Вариант не найден' });
  });

  it("keeps the answers of a task in the teacher's own running rehearsal out of the key until it ends", async () => {
    const teacher = await signIn(t, 'teacher');
    const id = await variantOf(teacher, [field, table27]);
    // The bank holds one task of types 1 and 27 (and the block): the rehearsal draws them, the rest is generated.
    const exam = ok<ExamSession>(await teacher.request('POST', '/api/exam/start/', { json: {} }));
    expect(exam.tasks.map((task) => task.id)).toEqual(expect.arrayContaining([field, table27]));
    const sealed = ok<AnswerKey>(await keyOf(teacher, id));
    expect(sealed.items.map((item) => [item.answer, item.answers])).toEqual([
      [null, null],
      [null, null],
    ]);
    expect(JSON.stringify(sealed)).not.toMatch(/4242|5151/);
    ok(await teacher.request('POST', `/api/exam/${exam.id}/finish/`));
    expect(ok<AnswerKey>(await keyOf(teacher, id)).items.map((item) => item.answer ?? item.answers)).toEqual(['4242', [['5151', '6262'], ['7373', '8484']]]);
  });
});
