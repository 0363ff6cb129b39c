import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSettableClock } from '@ege/core/clock/clock';
import type { StatisticsOverview, TypeStatistics } from '@ege/core/statistics/statistics-schemas';
import { insertBlock, insertTask } from '@ege/core/tasks/authoring/insert-task';
import type { HttpClient } from '@ege/tools/test/http-client';
import { signIn } from '@ege/tools/test/sign-in';
import { createTestApp, type TestApp } from '@ege/tools/test/test-app';

// Wednesday 2026-11-25, 15:00 in Moscow: the week that began on Monday 2026-11-23.
const today = '2026-11-25T12:00:00Z';
const clock = createSettableClock(today);
let t: TestApp;
let type1: number[];
let type2: number;
let block: number[];

const overviewOf = async (client: HttpClient) => {
  const response = await client.request('GET', '/api/users/stats/overview/');
  expect(response.statusCode).toBe(200);
  return response.json() as StatisticsOverview;
};
const cardOf = (overview: StatisticsOverview, key: string) => overview.types.find((type) => type.key === key)!;

/** Sends an answer at the clock's time; returns the experience it earned. */
async function answer(client: HttpClient, taskId: number, userAnswer: string, solvingTime = 30): Promise<number> {
  const response = await client.request('POST', '/api/tasks/check/', { json: { task_id: taskId, user_answer: userAnswer, solving_time: solvingTime } });
  expect(response.statusCode).toBe(200);
  return (response.json() as { experience_gained: number }).experience_gained;
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  type1 = [];
  for (let i = 0; i < 6; i++) type1.push(await insertTask(t.deps.db, { type: 1, difficulty: 1, text: `<p>Задача ${i}</p>`, answer: { kind: 'field', value: '42' } }));
  type2 = await insertTask(t.deps.db, { type: 2, difficulty: 1, text: '<p>Таблица</p>', answer: { kind: 'field', value: 'xyz' } });
  block = (
    await insertBlock(t.deps.db, {
      condition: '<p>Два игрока</p>',
      difficulty: 2,
      questions: [
        { type: 19, question: '<p>19</p>', answer: { kind: 'field', value: '20' } },
        { type: 20, question: '<p>20</p>', answer: { kind: 'table', rows: [['10', '18']] } },
        { type: 21, question: '<p>21</p>', answer: { kind: 'field', value: '17' } },
      ],
    })
  ).taskIds;
});
afterAll(async () => t.close());

describe('GET /users/stats/overview/', () => {
  it('answers a guest 401 in Russian', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/users/stats/overview/' });
    expect(response.statusCode).toBe(401);
    expect((response.json() as { detail: string }).detail).toMatch(/[а-я]/i);
  });

  it('gives a new student every type with nothing solved, an empty calendar and 26 zero weeks', async () => {
    clock.set(today);
    const overview = await overviewOf(await signIn(t, 'student'));
    expect(overview.totals).toEqual({ solved_tasks: 0, mastered_types: 0, type_count: 25, average_solving_time: null });
    expect(overview.types.map((type) => type.key)).toEqual([...Array.from({ length: 18 }, (_, i) => String(i + 1)), '19-21', '22', '23', '24', '25', '26', '27']);
    expect(cardOf(overview, '3')).toEqual({
      key: '3',
      name: 'Базы данных',
      solved: 0,
      average_solving_time: null,
      rating: null,
      explanation: 'Решите задание этого типа, чтобы увидеть оценку скорости',
      attempts: 0,
      correct_attempts: 0,
      accuracy: null,
      mastered: false,
    } satisfies TypeStatistics);
    expect(overview.calendar).toEqual({ start: '2025-11-26', end: '2026-11-25', days: {} });
    expect(overview.experience_weeks).toHaveLength(26);
    expect(overview.experience_weeks[0]).toEqual({ week_start: '2026-06-01', points: 0 });
    expect(overview.experience_weeks.at(-1)).toEqual({ week_start: '2026-11-23', points: 0 });
    expect(overview.experience_weeks.every((week) => week.points === 0)).toBe(true);
    expect(overview.mastery_rule).toBe('Тип освоен, когда решено не меньше 5 задач и верны не меньше 80% из последних 10 ответов');
  });

  it('counts solves per Moscow day, accuracy and speed per type, mastery by the latest answers and experience per week from the ledger', async () => {
    const student = await signIn(t, 'student');
    const xp = { lastWeek: 0, thisWeek: 0 };

    // More than a year ago: outside the calendar and the weeks, inside the totals. Three wrong answers first.
    clock.set('2025-10-20T10:00:00Z');
    for (let i = 0; i < 3; i++) await answer(student, type1[0]!, '0');
    await answer(student, type1[0]!, '42', 30);
    // Sunday 23:30 in Moscow: the day 2026-11-22 and the week of 2026-11-16.
    clock.set('2026-11-22T20:30:00Z');
    xp.lastWeek += await answer(student, type1[1]!, '42', 50);
    // Tuesday 23:30 in Moscow.
    clock.set('2026-11-24T20:30:00Z');
    xp.thisWeek += await answer(student, type1[2]!, '42', 70);
    // 21:30 UTC is 00:30 of the next Moscow day: Wednesday.
    clock.set('2026-11-24T21:30:00Z');
    xp.thisWeek += await answer(student, type1[3]!, '42', 90);
    xp.thisWeek += await answer(student, type1[4]!, '42', 60);
    // Answers again at a solved task: attempts, not solves.
    for (let i = 0; i < 6; i++) await answer(student, type1[4]!, '42', 10);
    await answer(student, type2, 'abc');
    await answer(student, type2, 'xy');
    xp.thisWeek += await answer(student, type2, 'xyz', 400);
    xp.thisWeek += await answer(student, block[0]!, '20', 100);
    await answer(student, block[2]!, '1');

    clock.set(today);
    const overview = await overviewOf(student);
    expect(overview.calendar).toEqual({ start: '2025-11-26', end: '2026-11-25', days: { '2026-11-22': 1, '2026-11-24': 1, '2026-11-25': 4 } });

    // Type 1: 14 answers, 11 right (79% overall), but the latest 10 all right, and 5 solved: mastered.
    expect(cardOf(overview, '1')).toMatchObject({ solved: 5, average_solving_time: 60, rating: { level: 'excellent', label: 'Отлично' }, attempts: 14, correct_attempts: 11, accuracy: 79, mastered: true });
    expect(cardOf(overview, '1').explanation).toBe('В среднем не дольше минуты на задание: темп с запасом для экзамена');
    expect(cardOf(overview, '2')).toMatchObject({ solved: 1, average_solving_time: 400, rating: { level: 'slow', label: 'Требует улучшения' }, attempts: 3, correct_attempts: 1, accuracy: 33, mastered: false });
    // The block is one card, as in the trainer's progress.
    expect(cardOf(overview, '19-21')).toMatchObject({ name: 'Теория игр', solved: 1, average_solving_time: 100, rating: { label: 'Хорошо' }, attempts: 2, correct_attempts: 1, accuracy: 50 });
    expect(overview.totals).toEqual({ solved_tasks: 7, mastered_types: 1, type_count: 25, average_solving_time: Math.round((30 + 50 + 70 + 90 + 60 + 400 + 100) / 7) });

    const weeks = Object.fromEntries(overview.experience_weeks.filter((week) => week.points !== 0).map((week) => [week.week_start, week.points]));
    expect(xp.lastWeek).toBeGreaterThan(0);
    expect(weeks).toEqual({ '2026-11-16': xp.lastWeek, '2026-11-23': xp.thisWeek });

    // Two wrong answers leave 8 of the latest 10 right: still mastered; a third makes it 7 of 10.
    await answer(student, type1[5]!, '0');
    await answer(student, type1[5]!, '0');
    expect(cardOf(await overviewOf(student), '1').mastered).toBe(true);
    await answer(student, type1[5]!, '0');
    const after = await overviewOf(student);
    expect(cardOf(after, '1').mastered).toBe(false);
    expect(after.totals.mastered_types).toBe(0);
  });
});
