import { sendCompletionDigests } from '@ege/core/completion-notices/send-completion-digests';
import { retried } from './retried';
import type { QueueJob } from './start-job-queue';

export const completionDigestQueue = 'completion-digests';

/**
 * Every evening at 20:00 Moscow time: the teachers who chose the digest get the day's completed
 * homework in one notification (decision 070). The job only triggers: the digest is once per
 * teacher and day by our own unique index, so a second instance or a retry sends nothing more. At
 * start it is also sent once, which catches up on an evening the server was down for.
 */
export const completionDigestJob: QueueJob = {
  name: completionDigestQueue,
  async register(boss, deps, log) {
    await retried(() => boss.createQueue(completionDigestQueue));
    await retried(() => boss.schedule(completionDigestQueue, '0 20 * * *', {}, { tz: 'Europe/Moscow' }));
    await boss.work(completionDigestQueue, async () => {
      const run = await sendCompletionDigests(deps);
      if (run.sent > 0) log.info(run, 'completion digests sent');
    });
    await boss.send(completionDigestQueue, {});
  },
};
