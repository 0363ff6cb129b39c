import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AchievementCarousel, AchievementProgress, EarnedAchievement } from '@ege/core/achievements/achievement-schemas';
import { achievementCatalogue } from '@ege/core/achievements/achievement-catalogue';
import { createSettableClock } from '@ege/core/clock/clock';
import { insertBlock, insertTask } from '@ege/core/tasks/authoring/insert-task';
import type { VariantAnswers, VariantDetail } from '@ege/core/variants/variant-schemas';
import { HttpClient } from '@ege/tools/test/http-client';
import { signIn } from '@ege/tools/test/sign-in';
import { createTestApp, type TestApp } from '@ege/tools/test/test-app';

// Wednesday 12:00 in Moscow: neither the night nor the early-morning achievement.
const noon = '2026-11-25T09:00:00Z';
const clock = createSettableClock(noon);
let t: TestApp;

type Check = { is_correct: boolean; achievements_earned: EarnedAchievement[] };

const newTask = (type: number, answer = '42') => insertTask(t.deps.db, { type, difficulty: 1, text: `<p>Задача типа ${type}</p>`, answer: { kind: 'field', value: answer } });
const newTasks = (count: number, type: number) => Promise.all(Array.from({ length: count }, () => newTask(type)));

async function answer(client: HttpClient, taskId: number, user_answer = '42', solving_time = 90): Promise<Check> {
  const response = await client.request('POST', '/api/tasks/check/', { json: { task_id: taskId, user_answer, solving_time } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Check;
}
const idsOf = (check: Check) => check.achievements_earned.map((item) => item.id);
const userIdOf = async (client: HttpClient) => ((await client.request('GET', '/api/users/profile/')).json() as { id: number }).id;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

describe('achievements earned by answers', () => {
  it('solved counts and levels earn at their thresholds, not before, with the toast fields', async () => {
    const student = await signIn(t, 'student');
    const tasks = await newTasks(10, 1);
    const first = await answer(student, tasks[0]!);
    expect(first.achievements_earned).toEqual([{ id: 'solved-1', icon: 'target', title: 'Первый шаг', description: 'Решите первую задачу', points: 5 }]);
    // A repeat and a wrong answer earn nothing.
    expect(idsOf(await answer(student, tasks[0]!))).toEqual([]);
    expect(idsOf(await answer(student, tasks[1]!, '41'))).toEqual([]);
    // Solves 2–9: 90 experience, level 1, nine solved.
    for (const task of tasks.slice(1, 9)) expect(idsOf(await answer(student, task))).toEqual([]);
    // The tenth: ten solved and 100 experience, level 2.
    expect(idsOf(await answer(student, tasks[9]!))).toEqual(['solved-10', 'level-2']);
  });

  it('types covered earn at the fifth type', async () => {
    const student = await signIn(t, 'student');
    const tasks = await Promise.all([4, 5, 6, 7, 8].map((type) => newTask(type)));
    for (const task of tasks.slice(0, 4)) expect(idsOf(await answer(student, task))).not.toContain('types-5');
    expect(idsOf(await answer(student, tasks[4]!))).toEqual(['types-5']);
  });

  it('a fast solve is one under 60 s of the timer; an untimed one (0 s) never counts', async () => {
    const student = await signIn(t, 'student');
    const [a, b, c] = await newTasks(3, 9);
    expect(idsOf(await answer(student, a!, '42', 60))).toEqual(['solved-1']);
    expect(idsOf(await answer(student, b!, '42', 0))).toEqual([]);
    expect(idsOf(await answer(student, c!, '42', 59))).toEqual(['fast-1']);
  });

  it('a streak counts Moscow days: the third day begins at 21:00 UTC', async () => {
    const student = await signIn(t, 'student');
    const tasks = await newTasks(3, 10);
    try {
      clock.set('2026-11-20T09:00:00Z');
      await answer(student, tasks[0]!);
      clock.set('2026-11-21T09:00:00Z');
      expect(idsOf(await answer(student, tasks[1]!))).toEqual([]);
      // 00:30 on 22 November in Moscow, still the 21st in UTC.
      clock.set('2026-11-21T21:30:00Z');
      expect(idsOf(await answer(student, tasks[2]!))).toEqual(['streak-3', 'night-owl']);
      const id = await userIdOf(student);
      const row = (await t.deps.db('user_achievements').where({ user_id: id, achievement_id: 'streak-3' }).first('earned_at')) as { earned_at: Date };
      expect(row.earned_at.toISOString()).toBe('2026-11-21T21:30:00.000Z');
    } finally {
      clock.set(noon);
    }
  });

  it('is earned once under 50 concurrent identical correct checks', async () => {
    const student = await signIn(t, 'student');
    const task = await newTask(11);
    const checks = await Promise.all(Array.from({ length: 50 }, () => answer(student, task)));
    expect(checks.flatMap(idsOf)).toEqual(['solved-1']);
    const rows = await t.deps.db('user_achievements').where({ user_id: await userIdOf(student) }).select('achievement_id');
    expect(rows).toEqual([{ achievement_id: 'solved-1' }]);
  });

  it('the answer that completes a homework earns the homework achievement in its response', async () => {
    const teacher = await signIn(t, 'teacher');
    const student = await signIn(t, 'student');
    const task = await newTask(3);
    const issued = await teacher.request('POST', '/api/users/homework/', { json: { user_ids: [await userIdOf(student)], tasks: { '3': 1 } } });
    expect(issued.statusCode, issued.body).toBe(200);
    expect(idsOf(await answer(student, task))).toEqual(['solved-1', 'homework-1']);
  });
});

describe('achievements earned by a finish', () => {
  it('a full exam earns the finish ones; a test score of 80 and of 100 only when reached', async () => {
    const exam: number[] = [];
    // Task 27 in its current 2×2 form (a pair for each of two files).
    const rowsOf = (type: number) => (type === 27 ? [['7', '8'], ['9', '10']] : [['7', '8']]);
    const block = await insertBlock(t.deps.db, {
      condition: '<p>Два игрока…</p>',
      difficulty: 2,
      questions: ([19, 20, 21] as const).map((type) => ({ type, question: `<p>Вопрос ${type}</p>`, answer: { kind: 'field', value: String(type) } })),
    });
    for (let type = 1; type <= 27; type++) {
      exam.push(type >= 19 && type <= 21 ? block.taskIds[type - 19]! : await insertTask(t.deps.db, { type, difficulty: 1, text: `<p>Экзамен ${type}</p>`, answer: { kind: 'table', rows: rowsOf(type) } }));
    }
    const rightAnswerOf = (index: number) => (index >= 18 && index <= 20 ? { user_answer: String(index + 1) } : { user_table_answer: rowsOf(index + 1) });
    const student = await signIn(t, 'student');
    const created = await student.request('POST', '/api/tasks/variants/', { json: { name: 'Пробник', tasks: exam } });
    const { id } = created.json() as VariantDetail;
    const finish = async (answers: VariantAnswers) => {
      const response = await student.request('POST', `/api/tasks/variants/${id}/finish/`, { json: { answers, elapsed_seconds: 600 } });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { test_score: number | null; achievements_earned: EarnedAchievement[] };
    };
    // Nine right answers (a real attempt: a third of the tasks answered), far below 80.
    const weak = await finish(Object.fromEntries(exam.slice(0, 9).map((taskId, index) => [String(taskId), rightAnswerOf(index)])));
    expect(weak.test_score).toBeLessThan(80);
    const weakIds = weak.achievements_earned.map((item) => item.id);
    expect(weakIds).toEqual(expect.arrayContaining(['solved-1', 'types-5', 'variant-1', 'full-exam-1']));
    expect(weakIds).not.toContain('test-score-80');
    // All right: the unsolved were revealed by the first finish, so no new solves, yet the score counts.
    const strong = await finish(Object.fromEntries(exam.map((taskId, index) => [String(taskId), rightAnswerOf(index)])));
    expect(strong.test_score).toBe(100);
    expect(strong.achievements_earned.map((item) => item.id)).toEqual(['test-score-80', 'test-score-100']);
    // The stored results do not repeat the toast.
    const results = await student.request('GET', `/api/tasks/variants/${id}/results/`);
    expect(results.body).not.toContain('achievements_earned');
  });
});

describe('GET /users/achievements/progress/ and /carousel/', () => {
  it('answers the catalogue with the caller’s standing, earned first', async () => {
    const student = await signIn(t, 'student');
    const tasks = await newTasks(2, 12);
    await answer(student, tasks[0]!);
    const progress = (await student.request('GET', '/api/users/achievements/progress/')).json() as AchievementProgress;
    expect(progress.achievements).toHaveLength(achievementCatalogue.length);
    expect(progress.achievements[0]).toMatchObject({ id: 'solved-1', earned: true, date_earned: new Date(noon).toISOString(), category: 'progress', category_name: 'Прогресс' });
    expect(progress.earned_count).toBe(1);
    expect(progress.total_points).toBe(5);
    expect(progress.user_progress['solved-10']).toEqual({ earned: false, date_earned: null, progress: 1, target: 10 });
    expect(progress.user_progress['level-2']).toEqual({ earned: false, date_earned: null, progress: 1, target: 2 });
    expect(progress.categories.map((category) => category.name)).toEqual(['Прогресс', 'Уровни', 'Разнообразие', 'Скорость', 'Особые', 'ЕГЭ']);

    const carousel = (await student.request('GET', '/api/users/achievements/carousel/?limit=3')).json() as AchievementCarousel;
    expect(carousel.config).toEqual({ auto_scroll_interval: 2500, visible_count: 3, card_width: 140, gap: 16 });
    expect(carousel.achievements.map((item) => item.id)).toEqual(['solved-1', 'solved-10', 'solved-50']);
    expect([carousel.earned_count, carousel.total_count]).toEqual([1, achievementCatalogue.length]);
    const speed = (await student.request('GET', '/api/users/achievements/carousel/?category=speed&earned_only=true')).json() as AchievementCarousel;
    expect(speed.achievements).toEqual([]);
    expect(speed.total_count).toBe(achievementCatalogue.filter((item) => item.category === 'speed').length);
    const byPoints = (await student.request('GET', '/api/users/achievements/carousel/?sort_by=points&limit=1&category=all')).json() as AchievementCarousel;
    expect(byPoints.achievements[0]!.points).toBe(100);
  });

  it('the own and the public profile carry the earned ones, per category and their points', async () => {
    const student = await signIn(t, 'student');
    await answer(student, (await newTask(13))!, '42', 30);
    type ProfileAchievements = { achievements: { id: string; earned: boolean }[]; achievements_by_category: Record<string, { name: string; earned_count: number; total_count: number }>; total_achievement_points: number };
    const own = (await student.request('GET', '/api/users/profile/')).json() as ProfileAchievements & { id: number };
    expect(own.achievements.map((item) => item.id).sort()).toEqual(['fast-1', 'solved-1']);
    expect(own.total_achievement_points).toBe(10);
    expect(own.achievements_by_category.speed).toEqual({ name: 'Скорость', earned_count: 1, total_count: achievementCatalogue.filter((item) => item.category === 'speed').length });
    const other = await signIn(t, 'student');
    const seen = (await other.request('GET', `/api/users/profile/${own.id}/`)).json() as ProfileAchievements;
    expect(seen.achievements.map((item) => item.id).sort()).toEqual(['fast-1', 'solved-1']);
    expect(seen.total_achievement_points).toBe(10);
  });

  it('refuses bad input with Russian messages and a guest with 401', async () => {
    const student = await signIn(t, 'student');
    for (const query of ['category=nope', 'limit=0', 'limit=101', 'limit=abc', 'sort_by=random', 'earned_only=maybe']) {
      const response = await student.request('GET', `/api/users/achievements/carousel/?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect((response.json() as { detail: string }).detail, query).toMatch(/[а-яё]/i);
    }
    const guest = new HttpClient(t.app);
    for (const path of ['/api/users/achievements/progress/', '/api/users/achievements/carousel/']) {
      expect((await guest.request('GET', path)).statusCode).toBe(401);
    }
  });
});
