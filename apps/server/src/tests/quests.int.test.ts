import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSettableClock } from '@ege/core/clock/clock';
import type { CoreDeps } from '@ege/core/context/core-deps';
import { pickDueTypes } from '@ege/core/learning/pick-due-types';
import { questRules } from '@ege/core/quests/quest-rules';
import type { DailyQuestState, QuestBonuses, QuestTaskCompletion, WeeklyOverview, WeeklyQuest } from '@ege/core/quests/quest-schemas';
import { runWeeklyQuestJob } from '@ege/core/quests/run-weekly-quest-job';
import type { Streak } from '@ege/core/streaks/streak-of';
import { insertBlock, insertTask } from '@ege/core/tasks/authoring/insert-task';
import { connectKnex } from '@ege/db/open-database';
import { HttpClient } from '@ege/tools/test/http-client';
import { signIn } from '@ege/tools/test/sign-in';
import { createTestApp, type TestApp } from '@ege/tools/test/test-app';

// Tuesday 2026-11-24, 12:00 in Moscow; the week began on Monday 2026-11-23 00:00 MSK (Sunday 21:00 UTC).
const clock = createSettableClock('2026-11-24T09:00:00Z');
let t: TestApp;
const singleTypes = [1, 2, 3, 4, 5, 6];
const answerOf = new Map<number, string>();
const typeOf = new Map<number, number>();

beforeAll(async () => {
  t = await createTestApp({ clock });
  for (const type of singleTypes) {
    for (let copy = 0; copy < 3; copy++) {
      const id = await insertTask(t.deps.db, { type, difficulty: 1, text: `<p>Задача ${type}.${copy}</p>`, answer: { kind: 'field', value: String(type) } });
      answerOf.set(id, String(type));
      typeOf.set(id, type);
    }
  }
  for (let copy = 0; copy < 2; copy++) {
    const block = await insertBlock(t.deps.db, {
      condition: '<p>Два игрока…</p>',
      difficulty: 2,
      questions: ([19, 20, 21] as const).map((type) => ({ type, question: `<p>Вопрос ${type}</p>`, answer: { kind: 'field', value: String(type) } })),
    });
    block.taskIds.forEach((id, index) => {
      answerOf.set(id, String(19 + index));
      typeOf.set(id, 19 + index);
    });
  }
});
afterAll(async () => t.close());

async function ok<T>(client: HttpClient, method: 'GET' | 'POST', url: string, json?: unknown): Promise<T> {
  const response = await client.request(method, url, json === undefined ? {} : { json });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
  return response.json() as T;
}
const solve = async (client: HttpClient, taskId: number) => {
  const response = await client.request('POST', '/api/tasks/check/', { json: { task_id: taskId, user_answer: answerOf.get(taskId), solving_time: 20 } });
  expect((response.json() as { is_correct: boolean }).is_correct).toBe(true);
};
const userIdOf = async (client: HttpClient) => ((await client.request('GET', '/api/users/profile/')).json() as { id: number }).id;
const achievementsOf = async (userId: number) => (await t.deps.db('user_achievements').where({ user_id: userId }).pluck('achievement_id')) as string[];
const ledgerOf = (userId: number, kind: string) => t.deps.db('experience_ledger').where({ user_id: userId, source_kind: kind }).orderBy('id');

describe('the daily quest', () => {
  it('is generated once a day, completes from correct answers with the streak multiplier applied once, and the streak grows and resets', async () => {
    clock.set('2026-11-24T09:00:00Z');
    const student = await signIn(t, 'student');
    const userId = await userIdOf(student);
    const empty = await ok<DailyQuestState>(student, 'GET', '/api/users/daily-quest/');
    expect(empty).toMatchObject({ quest: null, can_generate: true, streak: { current: 0, multiplier: 1.2 } });
    const nothing = await student.request('POST', '/api/users/daily-quest/abandon/');
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json()).toMatchObject({ detail: 'Нет активного ежедневного квеста' });

    for (const [index, multiplier] of [1.2, 1.4].entries()) {
      clock.set(new Date(Date.parse('2026-11-24T09:00:00Z') + index * 24 * 3600 * 1000));
      const { quest, can_generate } = await ok<DailyQuestState>(student, 'POST', '/api/users/daily-quest/');
      expect(can_generate).toBe(false);
      expect(quest).toMatchObject({ status: 'active', streak: index + 1, experience_multiplier: multiplier, base_experience: 50 });
      expect(Object.keys(quest!.tasks)).toHaveLength(5);
      expect(Object.keys(quest!.tasks).every((key) => /^daily_\d+$/.test(key))).toBe(true);
      const twice = await student.request('POST', '/api/users/daily-quest/');
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toMatchObject({ detail: 'Ежедневный квест на сегодня уже создан' });

      const ids = Object.values(quest!.tasks);
      for (const id of ids.slice(0, 4)) await solve(student, id);
      expect((await ok<DailyQuestState>(student, 'GET', '/api/users/daily-quest/')).quest).toMatchObject({
        status: 'active',
        progress: { completed: 4, total: 5, percentage: 80 },
      });
      await solve(student, ids[4]!);
      // Reads at once complete it once.
      const reads = await Promise.all(Array.from({ length: 5 }, () => ok<DailyQuestState>(student, 'GET', '/api/users/daily-quest/')));
      expect(reads[0]!.quest).toMatchObject({
        status: 'completed',
        status_text: 'Завершен',
        message: 'Квест завершен! Множитель опыта применен.',
        total_experience: 50 * multiplier,
      });
      expect(reads[0]!.streak).toMatchObject({ current: index + 1, completed_today: true, multiplier });
    }
    expect((await ledgerOf(userId, 'daily_quest')).map((row: { amount: number }) => row.amount)).toEqual([60, 70]);
    expect(await achievementsOf(userId)).toContain('quest-daily-1');

    // A day missed: the streak is gone before the freeze is earned, and today's quest is x1.2 again.
    clock.set('2026-11-27T09:00:00Z');
    expect(await ok<Streak>(student, 'GET', '/api/users/daily-quest/streak/')).toMatchObject({ current: 0, best: 2, multiplier: 1.2, freeze_available: false });
    const fresh = await ok<DailyQuestState>(student, 'POST', '/api/users/daily-quest/');
    expect(fresh.quest).toMatchObject({ streak: 1, experience_multiplier: 1.2 });
    expect(await ok<{ message: string }>(student, 'POST', '/api/users/daily-quest/abandon/')).toEqual({ message: 'Ежедневный квест отменён' });
    expect(await ok<DailyQuestState>(student, 'GET', '/api/users/daily-quest/')).toMatchObject({ quest: null, can_generate: true });
  });
});

describe('the daily quest and the practice cards', () => {
  it('takes the type whose practice card is due, even one the weakest-types rule would leave out', async () => {
    clock.set('2026-11-24T09:00:00Z');
    const student = await signIn(t, 'student');
    const userId = await userIdOf(student);
    // One solve of type 4 puts it last by the weakest-types rule (types 1, 2, 3, 5, 6 have none).
    await solve(student, [...typeOf].find(([, type]) => type === 4)![0]);
    await pickDueTypes(t.deps, userId, questRules.dailyTasks); // the cards exist and have read the solve
    await t.deps.db('practice_cards').where({ user_id: userId }).update({ due: new Date('2027-01-01T00:00:00Z') });
    await t.deps.db('practice_cards').where({ user_id: userId, type: 4 }).update({ due: new Date('2026-11-20T00:00:00Z') });

    const { quest } = await ok<DailyQuestState>(student, 'POST', '/api/users/daily-quest/');
    expect(Object.keys(quest!.tasks)).toHaveLength(questRules.dailyTasks);
    expect(Object.keys(quest!.tasks)).toContain('daily_4');
  });
});

describe('the daily quest at midnight', () => {
  it('counts only answers of its own Moscow day: one given after midnight leaves it unfinished and starts a new day', async () => {
    // Friday 2026-11-27, 23:58 in Moscow (20:58 UTC): the server's UTC date is the same on both sides of Moscow's midnight.
    clock.set('2026-11-27T20:58:00Z');
    const student = await signIn(t, 'student');
    const { quest } = await ok<DailyQuestState>(student, 'POST', '/api/users/daily-quest/');
    const ids = Object.values(quest!.tasks);
    for (const id of ids.slice(0, 4)) await solve(student, id);
    clock.set('2026-11-27T21:00:30Z'); // Saturday 00:00:30 in Moscow
    await solve(student, ids[4]!);
    const after = await ok<DailyQuestState>(student, 'GET', '/api/users/daily-quest/');
    expect(after).toMatchObject({ quest: null, can_generate: true, streak: { current: 0, multiplier: 1.2 } });
    expect(await t.deps.db('daily_quests').where({ id: quest!.id }).first()).toMatchObject({ status: 'active' });
  });
});

describe('the weekly quest', () => {
  it('is made on the first read, counts only solved tasks, pays each once however many completions come at once, and its bonuses once each', async () => {
    clock.set('2026-11-24T09:00:00Z');
    const student = await signIn(t, 'student');
    const userId = await userIdOf(student);
    const overview = await ok<WeeklyOverview>(student, 'GET', '/api/users/quest/');
    const quest = overview.quest!;
    expect(quest).toMatchObject({
      status: 'active',
      status_text: 'Активен',
      week_start: '2026-11-23',
      experience_multiplier: 2,
      progress: { completed: 0, total: 7, percentage: 0 },
    });
    expect(quest.progress.tasks_detail.map((task) => task.key)).toEqual(['1', '2', '3', '4', '5', '6', '19-21']);
    const block = quest.progress.tasks_detail.find((task) => task.is_block_19_21)!;
    expect(block).toMatchObject({ key: '19-21', type: 19, base_experience: 30, quest_experience: 60, url: `/trainer/block-19-21?task=${block.id}` });
    expect(block.task_ids).toHaveLength(3);
    expect(quest.progress.tasks_detail[0]).toMatchObject({
      key: '1',
      type: 1,
      base_experience: 10,
      quest_experience: 20,
      icon: '🗺️',
      color: 'blue',
      url: `/trainer/task/${quest.tasks['1']}`,
    });
    expect(overview.rewards).toEqual({ base_experience: 90, quest_experience: 180, total_experience: 0, multiplier: 2 });
    // Reads at once make one quest.
    await Promise.all(Array.from({ length: 5 }, () => ok(student, 'GET', '/api/users/quest/')));
    expect(await t.deps.db('weekly_quests').where({ user_id: userId }).count({ n: '*' })).toEqual([{ n: 1 }]);

    const complete = (task_type: unknown, task_id: unknown) => student.request('POST', '/api/users/quest/complete-task/', { json: { task_type, task_id } });
    const unsolved = await complete(1, quest.tasks['1']);
    expect(unsolved.statusCode).toBe(400);
    expect(unsolved.json()).toMatchObject({ detail: 'Задача ещё не решена: сначала дайте верный ответ в тренажере' });
    const otherTask = [...typeOf].find(([id, type]) => type === 1 && id !== quest.tasks['1'])![0];
    await solve(student, otherTask);
    expect((await complete(1, otherTask)).json()).toMatchObject({ detail: 'Этой задачи нет в квесте недели' });
    expect((await complete(2, quest.tasks['1'])).statusCode).toBe(400);
    for (const bad of [0, 28, 'x', null]) {
      const response = await complete(bad, quest.tasks['1']);
      expect(response.statusCode, String(bad)).toBe(400);
      expect(response.json()).toMatchObject({ detail: 'Тип задания — целое число от 1 до 27' });
    }

    await solve(student, quest.tasks['1']!);
    const completions = await Promise.all(Array.from({ length: 50 }, () => complete(1, quest.tasks['1'])));
    expect(completions.map((response) => response.statusCode)).toEqual(Array.from({ length: 50 }, () => 200));
    const gained = completions.map((response) => (response.json() as QuestTaskCompletion).experience_gained);
    expect(gained.filter((value) => value > 0)).toEqual([20]);
    expect((completions[0]!.json() as QuestTaskCompletion).quest.progress.completed).toBe(1);
    expect(await ledgerOf(userId, 'weekly_quest')).toHaveLength(1);

    // 1 of 7 is 14 %: no bonus yet. A task solved in the trainer counts on the next read.
    const early = await student.request('POST', '/api/users/quest/bonuses/claim/', { json: { threshold: 25 } });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ detail: 'Порог бонуса ещё не достигнут' });
    expect((await student.request('POST', '/api/users/quest/bonuses/claim/', { json: { threshold: 30 } })).json()).toMatchObject({
      detail: 'Нет такого порога бонуса: доступны 25, 50, 75 и 100',
    });
    await solve(student, quest.tasks['2']!);
    for (const id of block.task_ids) await solve(student, id);
    const bonuses = await ok<QuestBonuses>(student, 'GET', '/api/users/quest/bonuses/');
    expect(bonuses).toMatchObject({ quest_id: quest.id, percentage: 43 });
    expect(bonuses.bonuses.map((bonus) => [bonus.threshold, bonus.experience, bonus.can_claim])).toEqual([
      [25, 10, true],
      [50, 20, false],
      [75, 30, false],
      [100, 50, false],
    ]);
    const claims = await Promise.all(Array.from({ length: 10 }, () => student.request('POST', '/api/users/quest/bonuses/claim/', { json: { threshold: 25 } })));
    expect(claims.map((response) => response.statusCode).sort()).toEqual([200, ...Array.from({ length: 9 }, () => 409)]);
    expect(claims.find((response) => response.statusCode === 409)!.json()).toMatchObject({ detail: 'Бонус уже получен' });
    expect(await ledgerOf(userId, 'quest_bonus')).toHaveLength(1);
    const after = await ok<WeeklyOverview>(student, 'GET', '/api/users/quest/');
    expect(after.progress).toMatchObject({ completed: 3, percentage: 43 });
    expect(after.rewards).toMatchObject({ total_experience: 20 + 20 + 60 + 10 });
    expect(after.quest!.historical_progress).toEqual([
      { date: '2026-11-23', completed: 0, percentage: 0 },
      { date: '2026-11-24', completed: 3, percentage: 43 },
    ]);
    expect(after.statistics).toEqual({ total_quests: 1, completed_quests: 0, average_progress: 43 });
    expect(await ok(student, 'GET', '/api/users/quest/statistics/')).toEqual(after.statistics);
    expect(await ok<WeeklyQuest>(student, 'GET', `/api/users/quest/${quest.id}/`)).toMatchObject({ id: quest.id, progress: { completed: 3 } });

    // Another student's quest is not found; abandoning twice, and starting while one is on, are refused.
    const other = await signIn(t, 'student');
    expect((await other.request('GET', `/api/users/quest/${quest.id}/`)).statusCode).toBe(404);
    expect((await student.request('POST', '/api/users/quest/')).json()).toMatchObject({ detail: 'Квест на эту неделю уже начат' });
    expect(await ok(student, 'POST', '/api/users/quest/abandon/')).toEqual({ message: 'Квест недели отменён' });
    expect((await student.request('POST', '/api/users/quest/abandon/')).statusCode).toBe(409);
    expect((await ok<WeeklyOverview>(student, 'GET', '/api/users/quest/')).quest).toBeNull();
    const restarted = await ok<WeeklyQuest>(student, 'POST', '/api/users/quest/');
    expect(restarted).toMatchObject({ status: 'active', progress: { completed: 0 } });
    expect((await ok<WeeklyOverview>(student, 'GET', '/api/users/quest/')).history.map((item) => item.status_text)).toEqual(['Отменен']);
  });

  it("counts a task answered right in a finished variant, as the trainer's check", async () => {
    clock.set('2026-11-24T10:00:00Z');
    const student = await signIn(t, 'student');
    const { quest } = await ok<WeeklyOverview>(student, 'GET', '/api/users/quest/');
    const taskId = quest!.tasks['4']!;
    const created = await ok<{ id: number }>(student, 'POST', '/api/tasks/variants/', { name: 'Квест', tasks: [taskId] });
    await ok(student, 'POST', `/api/tasks/variants/${created.id}/finish/`, {
      answers: { [taskId]: { user_answer: answerOf.get(taskId) } },
      elapsed_seconds: 60,
    });
    const after = await ok<WeeklyOverview>(student, 'GET', '/api/users/quest/');
    expect(after.quest!.progress.tasks_detail.find((task) => task.key === '4')).toMatchObject({ is_completed: true, quest_experience: 20 });
  });

  it('completes when every task is solved, with final progress 100', async () => {
    clock.set('2026-11-25T09:00:00Z');
    const student = await signIn(t, 'student');
    const { quest } = await ok<WeeklyOverview>(student, 'GET', '/api/users/quest/');
    for (const task of quest!.progress.tasks_detail) for (const id of task.task_ids) await solve(student, id);
    const done = await ok<WeeklyOverview>(student, 'GET', '/api/users/quest/');
    expect(done.quest).toMatchObject({ status: 'completed', status_text: 'Завершен', final_progress: 100, progress: { completed: 7, percentage: 100 } });
    expect(done.statistics).toEqual({ total_quests: 1, completed_quests: 1, average_progress: 100 });
    expect(await achievementsOf(await userIdOf(student))).toContain('quest-weekly-full');
  });
});

describe('the Monday job', () => {
  it("on two instances at once makes each active student one quest, expires last week's, and a student it missed gets one on the first read", async () => {
    clock.set('2026-11-26T09:00:00Z');
    const students = await Promise.all([1, 2, 3].map(() => signIn(t, 'student')));
    for (const student of students)
      await student.request('POST', '/api/tasks/check/', { json: { task_id: [...typeOf.keys()][0], user_answer: 'нет', solving_time: 5 } });
    const first = await ok<WeeklyOverview>(students[0]!, 'GET', '/api/users/quest/');
    await solve(students[0]!, first.quest!.tasks['3']!);
    const idle = await signIn(t, 'student');

    // Monday 2026-11-30 00:00 in Moscow.
    clock.set('2026-11-29T21:00:00Z');
    const secondDb = connectKnex(t.database.url, 4);
    try {
      const other: CoreDeps = { ...t.deps, db: secondDb };
      const [a, b] = await Promise.all([runWeeklyQuestJob(t.deps), runWeeklyQuestJob(other)]);
      expect(a.created + b.created).toBeGreaterThanOrEqual(3);
      const again = await runWeeklyQuestJob(t.deps);
      expect(again.created).toBe(0);
      expect(again.expired).toBe(0);
    } finally {
      await secondDb.destroy();
    }
    const ids = await Promise.all(students.map(userIdOf));
    const rows = await t.deps.db('weekly_quests').whereIn('user_id', ids).where({ week_start: '2026-11-30' }).select('user_id');
    expect(rows.map((row: { user_id: number }) => row.user_id).sort()).toEqual([...ids].sort());
    const last = await t.deps.db('weekly_quests').where({ id: first.quest!.id }).first();
    expect(last).toMatchObject({ status: 'expired', final_progress: 14 });
    const overview = await ok<WeeklyOverview>(students[0]!, 'GET', '/api/users/quest/');
    expect(overview.quest).toMatchObject({ week_start: '2026-11-30', status: 'active' });
    expect(overview.history[0]).toMatchObject({ id: first.quest!.id, status: 'expired', status_text: 'Истек', final_progress: 14 });

    const idleId = await userIdOf(idle);
    expect(await t.deps.db('weekly_quests').where({ user_id: idleId }).count({ n: '*' })).toEqual([{ n: 0 }]);
    expect((await ok<WeeklyOverview>(idle, 'GET', '/api/users/quest/')).quest).toMatchObject({ week_start: '2026-11-30', status: 'active' });
  });

  it('refuses a guest with 401', async () => {
    const guest = new HttpClient(t.app);
    for (const url of ['/api/users/quest/', '/api/users/daily-quest/', '/api/users/quest/bonuses/'])
      expect((await guest.request('GET', url)).statusCode).toBe(401);
  });
});
