import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSettableClock } from '@ege/core/clock/clock';
import { insertBlock, insertTask } from '@ege/core/tasks/authoring/insert-task';
import PgBoss from 'pg-boss';
import { signIn } from '@ege/tools/test/sign-in';
import { createTestApp, type TestApp } from '@ege/tools/test/test-app';
import { overdueExamsJob, overdueExamsQueue } from '../overdue-exams-job';
import { startJobQueue } from '../start-job-queue';

const clock = createSettableClock('2026-11-25T09:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
  await insertBlock(t.deps.db, {
    condition: '<p>Игра</p>',
    difficulty: 2,
    questions: ([19, 20, 21] as const).map((type) => ({ type, question: `<p>${type}</p>`, answer: { kind: 'field', value: '1' } })),
  });
  for (let type = 1; type <= 27; type++) {
    if (type < 19 || type > 21) await insertTask(t.deps.db, { type, difficulty: 1, text: `<p>${type}</p>`, answer: { kind: 'field', value: '1' } });
  }
});
afterAll(async () => t.close());

describe('the overdue-exam job on pg-boss', () => {
  it('is scheduled every minute and finishes a rehearsal past its deadline by time', async () => {
    const student = await signIn(t, 'student');
    const started = await student.request('POST', '/api/exam/start/', { json: {} });
    expect(started.statusCode, started.body).toBe(200);
    const { id, deadline_at } = started.json() as { id: number; deadline_at: string };
    clock.set(new Date(Date.parse(deadline_at) + 1000));

    const warnings: unknown[] = [];
    const log = Object.assign(Object.create(t.app.log) as typeof t.app.log, { warn: (...args: unknown[]) => void warnings.push(args) });
    const stop = await startJobQueue(t.deps, t.database.url, log, [overdueExamsJob]);
    // The minute's cron is pg-boss's; here one run is asked for at once, as the cron would send it.
    const sender = new PgBoss({ connectionString: t.database.url, max: 1 });
    await sender.start();
    try {
      await sender.send(overdueExamsQueue, {});
      const deadline = Date.now() + 30_000;
      let row: { finished_by: string | null } | undefined;
      while (Date.now() < deadline) {
        row = await t.deps.db('exam_rehearsals').where({ id }).first('finished_by');
        if (row?.finished_by) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(row).toEqual({ finished_by: 'time' });
      expect(warnings).toEqual([]);
      const schedules = await t.deps.db.raw<{ rows: { cron: string }[] }>(`SELECT cron FROM pgboss.schedule WHERE name = '${overdueExamsQueue}'`);
      expect(schedules.rows).toEqual([{ cron: '* * * * *' }]);
    } finally {
      await sender.stop({ graceful: false });
      await stop();
    }
  }, 60_000);
});
