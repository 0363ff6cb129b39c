import type { CoreDeps } from '@ege/core/context/core-deps';
import { finishOverdueExams } from '@ege/core/exam/finish-overdue-exams';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { retried } from './schedule-weekly-quests';

export const overdueExamsQueue = 'overdue-exams';

/**
 * Every minute, on pg-boss in the same PostgreSQL: rehearsals whose 3:55:00 ran out are finished by
 * time (decision 043), so a student who closed the page gets the result and the homework completes.
 * The job only triggers: the finish's row lock and `finished_at IS NULL` make it once, whichever
 * instance runs it, and a read or a save of an overdue one finishes it anyway. Returns the stop function.
 */
export async function finishOverdueExamsEveryMinute(deps: CoreDeps, connectionString: string, log: FastifyBaseLogger): Promise<() => Promise<void>> {
  const boss = new PgBoss({ connectionString, max: 2, application_name: 'ege-jobs' });
  boss.on('error', (error) => log.warn({ err: error }, 'job queue error'));
  try {
    await boss.start();
    await retried(() => boss.createQueue(overdueExamsQueue));
    await retried(() => boss.schedule(overdueExamsQueue, '* * * * *', {}, { tz: 'Europe/Moscow' }));
    await boss.work(overdueExamsQueue, async () => {
      const sweep = await finishOverdueExams(deps);
      for (const { id, error } of sweep.failed) log.error({ err: error, rehearsal: id }, 'overdue exam not finished');
      if (sweep.finished > 0) log.info({ finished: sweep.finished }, 'overdue exams finished by time');
    });
  } catch (error) {
    // Rehearsals still finish without the queue: an overdue one is finished by time on its next read or save.
    log.warn({ err: error }, 'overdue exam job not scheduled');
  }
  return () => boss.stop({ graceful: true, wait: true, timeout: 5000 });
}
