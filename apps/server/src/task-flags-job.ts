import { refreshTaskFlags } from '@ege/core/task-quality/refresh-task-flags';
import { retried } from './retried';
import type { QueueJob } from './start-job-queue';

export const taskFlagsQueue = 'task-flags';

/**
 * Every hour at :17 (Moscow): the bank's flags recomputed from first tries (decision 076). The job only
 * triggers: the refresh runs in one transaction under an advisory lock and writes the same flags
 * however often it runs, so a second instance or a retry changes nothing. At start it also runs once.
 */
export const taskFlagsJob: QueueJob = {
  name: taskFlagsQueue,
  async register(boss, deps, log) {
    await retried(() => boss.createQueue(taskFlagsQueue));
    await retried(() => boss.schedule(taskFlagsQueue, '17 * * * *', {}, { tz: 'Europe/Moscow' }));
    await boss.work(taskFlagsQueue, async () => {
      const run = await refreshTaskFlags(deps);
      if (run.opened > 0 || run.removed > 0) log.info(run, 'task flags refreshed');
    });
    await boss.send(taskFlagsQueue, {});
  },
};
