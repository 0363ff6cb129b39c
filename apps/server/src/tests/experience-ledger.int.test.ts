import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSettableClock } from '@ege/core/clock/clock';
import { awardExperience } from '@ege/core/experience/award-experience';
import { insertTask } from '@ege/core/tasks/authoring/insert-task';
import { signIn } from '@ege/tools/test/sign-in';
import { createTestApp, type TestApp } from '@ege/tools/test/test-app';

// Sunday 23:30 Moscow time: the week that began on Monday 2026-11-16.
const clock = createSettableClock('2026-11-22T20:30:00Z');
let t: TestApp;
let taskIds: number[];

beforeAll(async () => {
  t = await createTestApp({ clock });
  taskIds = await Promise.all([1, 2].map((i) => insertTask(t.deps.db, { type: 1, difficulty: 1, text: `<p>Задача ${i}</p>`, answer: { kind: 'field', value: '42' } })));
});
afterAll(async () => t.close());

describe('the experience ledger', () => {
  it('dates a solve by the clock and sums it into the Moscow week it fell in', async () => {
    const student = await signIn(t, 'student');
    const { id } = (await student.request('GET', '/api/users/profile/')).json() as { id: number };
    await student.request('POST', '/api/tasks/check/', { json: { task_id: taskIds[0], user_answer: '42', solving_time: 5 } });
    clock.set('2026-11-22T21:00:00Z'); // Monday 00:00 in Moscow: a new week
    await student.request('POST', '/api/tasks/check/', { json: { task_id: taskIds[1], user_answer: '42', solving_time: 5 } });

    const rows = (await t.deps.db('experience_ledger').where({ user_id: id }).orderBy('id').select('source_id', 'created_at')) as { source_id: string; created_at: Date }[];
    expect(rows.map((r) => [r.source_id, r.created_at.toISOString()])).toEqual([
      [String(taskIds[0]), '2026-11-22T20:30:00.000Z'],
      [String(taskIds[1]), '2026-11-22T21:00:00.000Z'],
    ]);
    const weeks = (await t.deps.db('experience_weekly').where({ user_id: id }).orderBy('week_start').select(t.deps.db.raw("to_char(week_start, 'YYYY-MM-DD') AS week"), 'points')) as { week: string; points: number }[];
    expect(weeks).toEqual([
      { week: '2026-11-16', points: 10 },
      { week: '2026-11-23', points: 10 },
    ]);
    const solves = (await t.deps.db('task_solves').where({ user_id: id }).orderBy('solved_at').select('solved_at')) as { solved_at: Date }[];
    expect(solves.map((s) => s.solved_at.toISOString())).toEqual(['2026-11-22T20:30:00.000Z', '2026-11-22T21:00:00.000Z']);
  });

  it('awards a source once: a replay changes neither the total nor the week', async () => {
    const student = await signIn(t, 'student');
    const { id } = (await student.request('GET', '/api/users/profile/')).json() as { id: number };
    const award = { userId: id, amount: 7, sourceKind: 'solve' as const, sourceId: 'replayed', at: clock.now() };
    const results = await Promise.all(Array.from({ length: 50 }, () => t.deps.db.transaction((trx) => awardExperience(trx, award))));
    expect(results.filter((r) => r !== null)).toEqual([7]);
    const user = (await t.deps.db('users').where({ id }).first('experience_points')) as { experience_points: number };
    expect(user.experience_points).toBe(7);
    const [week] = (await t.deps.db('experience_weekly').where({ user_id: id }).sum({ sum: 'points' })) as { sum: string }[];
    expect(Number(week?.sum)).toBe(7);
  });

  it('keeps the total equal to the sum of the ledger', async () => {
    const rows = (await t.deps.db.raw(`
      SELECT u.id FROM users u LEFT JOIN (SELECT user_id, sum(amount) AS total FROM experience_ledger GROUP BY user_id) l ON l.user_id = u.id
      WHERE u.experience_points <> coalesce(l.total, 0)`)) as { rows: unknown[] };
    expect(rows.rows).toEqual([]);
  });
});

describe("one's own tasks", () => {
  it('give their author the verdict but no solve and no experience, in the trainer and in a variant; a student earns as usual', async () => {
    const author = await signIn(t, 'author');
    const { id: authorId } = (await author.request('GET', '/api/users/profile/')).json() as { id: number };
    const own = await Promise.all([1, 2].map((i) => insertTask(t.deps.db, { type: 3, difficulty: 1, text: `<p>Своя ${i}</p>`, answer: { kind: 'field', value: '7' }, author_id: authorId })));

    const checked = await author.request('POST', '/api/tasks/check/', { json: { task_id: own[0], user_answer: '7', solving_time: 5 } });
    expect(checked.json()).toMatchObject({ is_correct: true, experience_gained: 0, experience_points: 0, error: null });
    const variant = await author.request('POST', '/api/tasks/variants/', { json: { name: 'Свои задачи', tasks: own } });
    const { id: variantId } = variant.json() as { id: number };
    const answers = Object.fromEntries(own.map((taskId) => [String(taskId), { user_answer: '7' }]));
    const finished = await author.request('POST', `/api/tasks/variants/${variantId}/finish/`, { json: { answers, elapsed_seconds: 60 } });
    expect(finished.json()).toMatchObject({ correct_count: 2, experience_gained: 0 });
    expect(await t.deps.db('task_solves').where({ user_id: authorId })).toEqual([]);
    expect(await t.deps.db('experience_ledger').where({ user_id: authorId })).toEqual([]);

    const student = await signIn(t, 'student');
    const solved = await student.request('POST', '/api/tasks/check/', { json: { task_id: own[0], user_answer: '7', solving_time: 5 } });
    expect(solved.json()).toMatchObject({ is_correct: true, experience_gained: 10 });
  });
});
