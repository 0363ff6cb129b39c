import { finishOverdueExams } from '@ege/core/exam/finish-overdue-exams';
import { retried } from './retried';
import type { QueueJob } from './start-job-queue';

export const overdueExamsQueue = 'overdue-exams';

/**
 * Every minute: rehearsals whose 3:55:00 ran out are finished by time (decision 043), so a student
 * who closed the page gets the result and the homework completes. The job only triggers: the
 * finish's row lock and `finished_at IS NULL` make it once, whichever instance runs it, and a read or
 * a save of an overdue one finishes it anyway (also when the queue is down).
 */
export const overdueExamsJob: QueueJob = {
  name: overdueExamsQueue,
  async register(boss, deps, log) {
    await retried(() => boss.createQueue(overdueExamsQueue));
    await retried(() => boss.schedule(overdueExamsQueue, '* * * * *', {}, { tz: 'Europe/Moscow' }));
    await boss.work(overdueExamsQueue, async () => {
      const sweep = await finishOverdueExams(deps);
      for (const { id, error } of sweep.failed) log.error({ err: error, rehearsal: id }, 'overdue exam not finished');
      if (sweep.finished > 0) log.info({ finished: sweep.finished }, 'overdue exams finished by time');
    });
  },
};
