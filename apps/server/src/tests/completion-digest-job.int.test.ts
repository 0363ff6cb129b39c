import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSettableClock } from '@ege/core/clock/clock';
import type { HomeworkAssignment } from '@ege/core/homework/homework-schemas';
import { insertTask } from '@ege/core/tasks/authoring/insert-task';
import { signIn } from '@ege/tools/test/sign-in';
import { createTestApp, type TestApp } from '@ege/tools/test/test-app';
import { completionDigestJob, completionDigestQueue } from '../completion-digest-job';
import { startJobQueue } from '../start-job-queue';

// 15:00 in Moscow on 25 November 2026.
const clock = createSettableClock('2026-11-25T12:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

describe('the completion digest job on pg-boss', () => {
  it('is scheduled for 20:00 Moscow time, and two instances starting at once send a teacher one digest', async () => {
    const taskId = await insertTask(t.deps.db, { type: 1, difficulty: 1, text: '<p>Задача</p>', answer: { kind: 'field', value: '1' } });
    const teacher = await signIn(t, 'teacher');
    const student = await signIn(t, 'student');
    const { id: teacherId } = (await teacher.request('GET', '/api/users/profile/')).json() as { id: number };
    const { id: studentId, username } = (await student.request('GET', '/api/users/profile/')).json() as { id: number; username: string };
    await teacher.request('PUT', '/api/users/completion-notifications/', { json: { mode: 'digest' } });
    const [homework] = (await teacher.request('POST', '/api/users/homework/', { json: { user_ids: [studentId], tasks: { '1': 1 } } })).json() as HomeworkAssignment[];
    expect(homework!.task_list).toMatchObject([{ id: taskId }]);
    expect((await student.request('POST', '/api/tasks/check/', { json: { task_id: taskId, user_answer: '1', solving_time: 5 } })).statusCode).toBe(200);
    // 20:00:30 in Moscow: the evening's run is what each instance sends at its start.
    clock.set('2026-11-25T17:00:30Z');

    const warnings: unknown[] = [];
    const log = Object.assign(Object.create(t.app.log) as typeof t.app.log, { warn: (...args: unknown[]) => void warnings.push(args) });
    const stops = await Promise.all([1, 2].map(() => startJobQueue(t.deps, t.database.url, log, [completionDigestJob])));
    try {
      const digests = () => t.deps.db('notifications').where({ user_id: teacherId, kind: 'digest' }).select('message');
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline && (await digests()).length === 0) await new Promise((resolve) => setTimeout(resolve, 250));
      // Both instances' start-up runs may have run by now; give the second a moment, then count.
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(await digests()).toEqual([{ message: `За день выполнили ДЗ: 1 ученик — ${username}` }]);
      expect(warnings).toEqual([]);
      const schedules = await t.deps.db.raw<{ rows: { cron: string; timezone: string }[] }>(
        `SELECT cron, timezone FROM pgboss.schedule WHERE name = '${completionDigestQueue}'`,
      );
      expect(schedules.rows).toEqual([{ cron: '0 20 * * *', timezone: 'Europe/Moscow' }]);
    } finally {
      await Promise.all(stops.map((stop) => stop()));
    }
  });
});
