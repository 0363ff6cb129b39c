import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import type { HttpClient } from '@ege/tools/test/http-client';
import { signIn } from '@ege/tools/test/sign-in';
import { createTestApp, type TestApp } from '@ege/tools/test/test-app';
import type { Role } from '@ege/core/rules/roles';
import { answeredKeys } from '@ege/core/quests/answered-keys';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Person = { client: HttpClient; id: number; name: string };
let counter = 0;
async function person(role: Role = 'student'): Promise<Person> {
  const name = `rev_${role}_${process.pid}_${++counter}`;
  const client = await signIn(t, role, name);
  const { id } = (await t.deps.db('users').where({ username: name }).first('id')) as { id: number };
  return { client, id, name };
}

type Check = { is_correct: boolean; experience_gained: number };
async function check(who: Person, taskId: number, answer: string): Promise<Check> {
  const response = await who.client.request('POST', '/api/tasks/check/', { json: { task_id: taskId, user_answer: answer } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Check;
}

async function createTask(author: Person, answer: string, text = '<p>Сколько единиц в числе 1011?</p>'): Promise<number> {
  const response = await author.client.request('POST', '/api/tasks/tasks/', { json: { type: 5, difficulty: 1, text, answer } });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { id: number }).id;
}

const edit = (who: Person, taskId: number, fields: Record<string, unknown>) => who.client.request('PUT', `/api/tasks/tasks/${taskId}/`, { json: fields });

const db = () => t.deps.db;
const ledgerOf = async (userId: number, taskId: number) =>
  (await db()('experience_ledger').where({ user_id: userId, source_kind: 'solve', source_id: String(taskId) }).select('amount')) as { amount: number }[];
const solveOf = (userId: number, taskId: number) => db()('task_solves').where({ user_id: userId, task_id: taskId }).first('experience_gained', 'attempts');
const rescoredNotices = async (userId: number) => (await db()('notifications').where({ user_id: userId, kind: 'rescored' }).select('message', 'related_task_id')) as { message: string; related_task_id: number | null }[];
const xpOf = async (userId: number) => ((await db()('users').where({ id: userId }).first('experience_points')) as { experience_points: number }).experience_points;

type Revision = {
  id: number;
  user: { id: number; username: string } | null;
  source: string;
  statement_changed: boolean;
  answer_changed: boolean;
  answer_before: string;
  answer_after: string;
  credited: number;
  text_diff: { value: string; added: boolean; removed: boolean }[];
  question_diff: unknown[];
};
async function revisions(who: Person, taskId: number): Promise<Revision[]> {
  const response = await who.client.request('GET', `/api/tasks/${taskId}/revisions/`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { revisions: Revision[] }).revisions;
}

describe('a corrected key re-scores past answers (decision 077)', () => {
  it('credits exactly the students who gave the new answer, once, keeps the old key’s credit, and tells them', async () => {
    const [author, teacher] = [await person('author'), await person('teacher')];
    const [right1, right2, oldKey, revealer, other, late] = (await Promise.all(Array.from({ length: 6 }, () => person()))) as [Person, Person, Person, Person, Person, Person];
    const taskId = await createTask(author, '4'); // the true answer is 3
    const extraTask = await createTask(author, '7');

    // right1 answers the true answer twice (both marked wrong), right2 once after a wrong one.
    expect((await check(right1, taskId, '3')).is_correct).toBe(false);
    await check(right1, taskId, ' 3 ');
    await check(right2, taskId, '5');
    await check(right2, taskId, '3');
    expect((await check(oldKey, taskId, '4')).experience_gained).toBeGreaterThan(0);
    await check(revealer, taskId, '3');
    expect((await revealer.client.request('GET', `/api/tasks/${taskId}/reveal-answer/`)).statusCode).toBe(200);
    await check(author, taskId, '3');
    await check(other, taskId, '8');

    // right2's homework: this task is its last unsolved one (the other solved already).
    expect((await check(right2, extraTask, '7')).is_correct).toBe(true);
    const [homework] = (await db()('homework_assignments')
      .insert({ user_id: right2.id, issued_by: teacher.id, date: new Date(), kind: 'tasks', status: 'in_progress' })
      .returning('id')) as { id: number }[];
    await db()('homework_tasks').insert([
      { assignment_id: homework!.id, position: 1, task_id: extraTask, type: 5 },
      { assignment_id: homework!.id, position: 2, task_id: taskId, type: 5 },
    ]);
    const oldKeyXp = await xpOf(oldKey.id);
    const right1Xp = await xpOf(right1.id);

    // Before the correction: the payload tells nobody anything.
    const before = (await right1.client.request('GET', `/api/tasks/task/${taskId}/`)).json() as { changed?: unknown };
    expect(before.changed).toBeUndefined();

    const response = await edit(author, taskId, { answer: '3' });
    expect(response.statusCode, response.body).toBe(200);

    for (const who of [right1, right2]) {
      expect(await ledgerOf(who.id, taskId)).toHaveLength(1);
      expect(await solveOf(who.id, taskId)).toBeTruthy();
      const notices = await rescoredNotices(who.id);
      expect(notices).toHaveLength(1);
      expect(notices[0]!.message).toMatch(new RegExp(`^Ответ задания № ${taskId} исправлен: ваш ответ «3» засчитан, \\+\\d+ опыта$`));
      expect(notices[0]!.related_task_id).toBe(taskId);
    }
    const [paid] = await ledgerOf(right1.id, taskId);
    expect(await xpOf(right1.id)).toBe(right1Xp + paid!.amount);
    // The first right attempt is the solve's: right1's first, right2's second.
    expect(await solveOf(right1.id, taskId)).toMatchObject({ attempts: 1 });
    expect(await solveOf(right2.id, taskId)).toMatchObject({ attempts: 2 });
    expect(await db()('homework_assignments').where({ id: homework!.id }).first('status')).toEqual({ status: 'completed' });
    // Quests count right answers in their time: the re-checked answer is one now, at the time it was given.
    const quest = [{ key: '5', type: 5, task_ids: [taskId], base_experience: 10 }];
    expect(await answeredKeys(db(), right1.id, quest, new Date(Date.now() - 3_600_000), new Date(Date.now() + 3_600_000))).toEqual(new Set(['5']));
    expect(await answeredKeys(db(), other.id, quest, new Date(Date.now() - 3_600_000), new Date(Date.now() + 3_600_000))).toEqual(new Set());
    // Achievements follow: right1's first solve is this one.
    expect(await db()('user_achievements').where({ user_id: right1.id, achievement_id: 'solved-1' }).select('achievement_id')).toHaveLength(1);
    // Their '3' attempts now count as right; the other answers stay as they were.
    const attempts = (await db()('task_attempts').where({ task_id: taskId }).orderBy('id').select('user_id', 'user_answer', 'is_correct')) as { user_id: number; user_answer: string; is_correct: boolean }[];
    for (const attempt of attempts) expect(attempt.is_correct, `${attempt.user_id}: ${attempt.user_answer}`).toBe(attempt.user_answer.trim() === '3' || attempt.user_id === oldKey.id);

    // Marked right under the old key: kept, nothing taken away.
    expect(await ledgerOf(oldKey.id, taskId)).toHaveLength(1);
    expect(await solveOf(oldKey.id, taskId)).toBeTruthy();
    expect(await xpOf(oldKey.id)).toBe(oldKeyXp);
    expect(await rescoredNotices(oldKey.id)).toEqual([]);
    // Revealed and own: right now, but no solve and no experience (decision 051); the wrong one: nothing.
    for (const who of [revealer, author, other]) {
      expect(await ledgerOf(who.id, taskId)).toEqual([]);
      expect(await solveOf(who.id, taskId)).toBeUndefined();
      expect(await rescoredNotices(who.id)).toEqual([]);
    }

    // The payload: 'changed' for those who answered before, not for one who had not.
    const seen = (await right1.client.request('GET', `/api/tasks/task/${taskId}/`)).json() as { changed?: { at: string; statement: boolean; answer: boolean } };
    expect(seen.changed).toMatchObject({ statement: false, answer: true });
    expect(Date.parse(seen.changed!.at)).not.toBeNaN();
    expect(((await late.client.request('GET', `/api/tasks/task/${taskId}/`)).json() as { changed?: unknown }).changed).toBeUndefined();
    // A check after the correction is checked against the new key.
    expect((await check(late, taskId, '3')).is_correct).toBe(true);
    expect(((await late.client.request('GET', `/api/tasks/task/${taskId}/`)).json() as { changed?: unknown }).changed).toBeUndefined();

    const [revision] = await revisions(author, taskId);
    expect(revision).toMatchObject({
      user: { id: author.id, username: author.name },
      source: 'web',
      statement_changed: false,
      answer_changed: true,
      answer_before: '4',
      answer_after: '3',
      credited: 2,
      text_diff: [],
    });

    // The same key again is no revision and credits nobody.
    expect((await edit(author, taskId, { answer: '3' })).statusCode).toBe(200);
    expect(await revisions(author, taskId)).toHaveLength(1);
  });

  it('two corrections at once, and a correction among checks, credit each student once', async () => {
    const author = await person('author');
    const students = await Promise.all(Array.from({ length: 6 }, () => person()));
    const taskId = await createTask(author, '10');
    for (const student of students) await check(student, taskId, '11');

    // Two corrections to the same key: one revision credits them, the other finds them solved.
    const results = await Promise.all([edit(author, taskId, { answer: '11' }), edit(author, taskId, { answer: '11' })]);
    for (const result of results) expect(result.statusCode, result.body).toBe(200);
    const list = await revisions(author, taskId);
    expect(list.map((r) => r.credited)).toEqual([students.length]);
    for (const student of students) {
      expect(await ledgerOf(student.id, taskId)).toHaveLength(1);
      expect(await rescoredNotices(student.id)).toHaveLength(1);
    }

    // A second task: corrections back and forth while the students check the new answer.
    const second = await createTask(author, '1');
    for (const student of students) await check(student, second, '2');
    await Promise.all([
      edit(author, second, { answer: '2' }),
      ...students.map((student) => check(student, second, '2')),
      edit(author, second, { answer: '3' }),
      ...students.map((student) => check(student, second, '2')),
    ]);
    for (const student of students) {
      expect(await ledgerOf(student.id, second)).toHaveLength(1);
      expect(await db()('task_solves').where({ user_id: student.id, task_id: second }).select('user_id')).toHaveLength(1);
      // The credit came either from a check or from a correction, once: at most one notice.
      expect((await rescoredNotices(student.id)).filter((n) => n.message.includes(`№ ${second} `)).length).toBeLessThanOrEqual(1);
    }
    const credited = (await revisions(author, second)).reduce((sum, r) => sum + r.credited, 0);
    const notified = (await db()('notifications').where({ kind: 'rescored' }).whereLike('message', `%№ ${second} %`).count({ n: '*' })) as [{ n: string }];
    expect(Number(notified[0].n)).toBe(credited);
  });
});

describe('a 19–21 block', () => {
  it('a new condition is a revision of each question; a corrected table answer of 20 credits its students only', async () => {
    const author = await person('author');
    const [right, other] = (await Promise.all([person(), person()])) as [Person, Person];
    const created = await author.client.request('POST', '/api/tasks/tasks/', {
      json: {
        subject: 'rev-blk',
        type: '19-21',
        difficulty: 2,
        condition: '<p>Два игрока играют в игру.</p>',
        question_19: '<p>Вопрос 19</p>',
        question_20: '<p>Вопрос 20</p>',
        question_21: '<p>Вопрос 21</p>',
        answer_19: '20',
        answer_type_20: 'table',
        answer_20: '10 18',
        answer_21: '17',
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const [q19, q20, q21] = (created.json() as { ids: number[] }).ids as [number, number, number];
    const tableCheck = (who: Person, rows: string[][]) => who.client.request('POST', '/api/tasks/check/', { json: { task_id: q20, user_table_answer: rows } });
    expect(((await tableCheck(right, [['10', '19']])).json() as Check).is_correct).toBe(false);
    expect(((await tableCheck(other, [['11', '18']])).json() as Check).is_correct).toBe(false);
    await check(other, q19, '21');

    const edited = await edit(author, q20, { condition: '<p>Два игрока, Петя и Ваня, играют в игру.</p>', answer: '10 19' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await ledgerOf(right.id, q20)).toHaveLength(1);
    expect(await ledgerOf(other.id, q20)).toEqual([]);
    expect(await ledgerOf(other.id, q19)).toEqual([]);
    const [r20] = await revisions(author, q20);
    expect(r20).toMatchObject({ statement_changed: true, answer_changed: true, answer_before: '10 18', answer_after: '10 19', credited: 1 });
    for (const id of [q19, q21]) expect(await revisions(author, id)).toMatchObject([{ statement_changed: true, answer_changed: false, credited: 0 }]);
    // The other question's student answered before the condition changed: he is told.
    expect(((await other.client.request('GET', `/api/tasks/task/${q19}/`)).json() as { changed?: unknown }).changed).toMatchObject({ statement: true, answer: false });
    const block = (await other.client.request('GET', `/api/tasks/block-19-21/?task_id=${q19}`)).json() as { tasks: { changed?: unknown }[] };
    // He answered 19 and 20, not 21.
    expect(block.tasks.map((task) => task.changed !== undefined)).toEqual([true, true, false]);
  });
});

describe('revisions and their diff', () => {
  it('keeps who changed the statement, and diffs it word by word', async () => {
    const author = await person('author');
    const taskId = await createTask(author, '1', '<p>Найдите <b>наименьшее</b> число.</p>');
    expect((await edit(author, taskId, { text: '<p>Найдите <b>наибольшее</b> число.</p>' })).statusCode).toBe(200);
    const [revision] = await revisions(author, taskId);
    expect(revision).toMatchObject({ statement_changed: true, answer_changed: false, credited: 0, answer_before: '1', answer_after: '1' });
    expect(revision!.text_diff).toEqual([
      { value: 'Найдите ', added: false, removed: false },
      { value: 'наименьшее', added: false, removed: true },
      { value: 'наибольшее', added: true, removed: false },
      { value: ' число.', added: false, removed: false },
    ]);
    // A change of the difficulty only is no revision.
    expect((await edit(author, taskId, { difficulty: 2 })).statusCode).toBe(200);
    expect(await revisions(author, taskId)).toHaveLength(1);

    // A student who answered before sees that the statement changed.
    const student = await person();
    await check(student, taskId, '5');
    await db()('task_attempts').where({ user_id: student.id, task_id: taskId }).update({ answered_at: new Date(Date.now() - 60_000) });
    await db()('task_revisions').where({ task_id: taskId }).update({ created_at: new Date(Date.now() - 120_000) });
    expect(((await student.client.request('GET', `/api/tasks/task/${taskId}/`)).json() as { changed?: unknown }).changed).toBeUndefined();
    expect((await edit(author, taskId, { text: '<p>Найдите наибольшее чётное число.</p>' })).statusCode).toBe(200);
    const payload = (await student.client.request('GET', `/api/tasks/task/${taskId}/`)).json() as { changed?: unknown };
    expect(payload.changed).toMatchObject({ statement: true, answer: false });
  });

  it('is shown to the task’s author, moderators and admins; not to another author or a student', async () => {
    const [author, otherAuthor, moderator, admin, student, teacher] = [
      await person('author'),
      await person('author'),
      await person('moderator'),
      await person('admin'),
      await person(),
      await person('teacher'),
    ];
    const taskId = await createTask(author, '1');
    await edit(author, taskId, { answer: '2' });
    for (const who of [author, moderator, admin]) expect(await revisions(who, taskId)).toHaveLength(1);
    const denied = await otherAuthor.client.request('GET', `/api/tasks/${taskId}/revisions/`);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ detail: 'История изменений доступна автору задания, модераторам и администраторам' });
    for (const who of [student, teacher]) {
      const response = await who.client.request('GET', `/api/tasks/${taskId}/revisions/`);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ detail: 'Доступ только для авторов, модераторов и администраторов' });
    }
    expect((await author.client.request('GET', '/api/tasks/999999999/revisions/')).statusCode).toBe(404);
  });
});

describe('an --update import is an edit like the web’s', () => {
  const sha = (text: string) => createHash('sha256').update(text).digest('hex');
  const imported = (key: string, answer: string, text = '<p>Сколько нулей в числе 1000?</p>') => ({
    import_key: key,
    import_hash: sha(`${text}:${answer}`),
    update: true,
    type: 5,
    difficulty: 1,
    text,
    answer,
  });
  type Batch = { tasks: { status: string; id: number; credited?: number }[] };
  const batch = async (who: Person, tasks: unknown[], dryRun?: boolean) => {
    const response = await who.client.request('POST', '/api/tasks/import/batch/', { json: dryRun === undefined ? { tasks } : { tasks, dry_run: dryRun } });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as Batch).tasks;
  };

  it('dry_run says how many it would credit and writes nothing; the import credits them once', async () => {
    const author = await person('author');
    const [one, two, wrong] = (await Promise.all([person(), person(), person()])) as [Person, Person, Person];
    const [created] = await batch(author, [imported('rev-imp', '4')]);
    const taskId = created!.id;
    await check(one, taskId, '3');
    await check(two, taskId, '3');
    await check(wrong, taskId, '2');

    const [planned] = await batch(author, [imported('rev-imp', '3', '<p>Сколько нулей в числе 1000? (исправлено)</p>')], true);
    expect(planned).toMatchObject({ status: 'updated', id: taskId, credited: 2 });
    expect(await db()('task_revisions').where({ task_id: taskId })).toEqual([]);
    expect(await db()('tasks').where({ id: taskId }).first('answer', 'text')).toEqual({ answer: '4', text: '<p>Сколько нулей в числе 1000?</p>' });
    expect(await ledgerOf(one.id, taskId)).toEqual([]);
    expect(await rescoredNotices(one.id)).toEqual([]);

    const [done] = await batch(author, [imported('rev-imp', '3', '<p>Сколько нулей в числе 1000? (исправлено)</p>')]);
    expect(done).toMatchObject({ status: 'updated', credited: 2 });
    for (const who of [one, two]) {
      expect(await ledgerOf(who.id, taskId)).toHaveLength(1);
      expect(await rescoredNotices(who.id)).toHaveLength(1);
    }
    expect(await ledgerOf(wrong.id, taskId)).toEqual([]);
    const [revision] = await revisions(author, taskId);
    expect(revision).toMatchObject({ source: 'import', statement_changed: true, answer_changed: true, credited: 2, answer_before: '4', answer_after: '3' });
    expect(revision!.text_diff.filter((part) => part.added).map((part) => part.value.trim())).toEqual(['(исправлено)']);
  });
});
