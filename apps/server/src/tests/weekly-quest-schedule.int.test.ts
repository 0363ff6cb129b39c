import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSettableClock } from '@ege/core/clock/clock';
import { insertTask } from '@ege/core/tasks/authoring/insert-task';
import { signIn } from '@ege/tools/test/sign-in';
import { createTestApp, type TestApp } from '@ege/tools/test/test-app';
import { weeklyQuestJob } from '../weekly-quest-job';
import { startJobQueue } from '../start-job-queue';

// Monday 2026-11-30, 00:00:30 in Moscow.
const clock = createSettableClock('2026-11-29T21:00:30Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

describe('the weekly quest job on pg-boss', () => {
  it('two instances scheduling it at once make an active student one quest of the week', async () => {
    const taskId = await insertTask(t.deps.db, { type: 1, difficulty: 1, text: '<p>Задача</p>', answer: { kind: 'field', value: '1' } });
    const student = await signIn(t, 'student');
    await student.request('POST', '/api/tasks/check/', { json: { task_id: taskId, user_answer: '2', solving_time: 5 } });
    const { id } = (await student.request('GET', '/api/users/profile/')).json() as { id: number };

    const warnings: unknown[] = [];
    const log = Object.assign(Object.create(t.app.log) as typeof t.app.log, { warn: (...args: unknown[]) => void warnings.push(args) });
    const stops = await Promise.all([1, 2].map(() => startJobQueue(t.deps, t.database.url, log, [weeklyQuestJob])));
    try {
      const deadline = Date.now() + 30_000;
      let rows: { week_start: string }[] = [];
      while (Date.now() < deadline) {
        rows = await t.deps.db('weekly_quests').where({ user_id: id }).select(t.deps.db.raw(`to_char(week_start, 'YYYY-MM-DD') AS week_start`));
        if (rows.length > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      // Both instances' start-up runs may have run by now; give the second a moment, then count.
      await new Promise((resolve) => setTimeout(resolve, 2500));
      rows = await t.deps.db('weekly_quests').where({ user_id: id }).select(t.deps.db.raw(`to_char(week_start, 'YYYY-MM-DD') AS week_start`));
      expect(rows).toEqual([{ week_start: '2026-11-30' }]);
      expect(warnings).toEqual([]);
      const schedules = await t.deps.db.raw<{ rows: { cron: string; timezone: string }[] }>(
        `SELECT cron, timezone FROM pgboss.schedule WHERE name = 'weekly-quests'`,
      );
      expect(schedules.rows).toEqual([{ cron: '0 0 * * 1', timezone: 'Europe/Moscow' }]);
    } finally {
      await Promise.all(stops.map((stop) => stop()));
    }
  }, 60_000);
});
