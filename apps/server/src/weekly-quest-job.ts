import { runWeeklyQuestJob } from '@ege/core/quests/run-weekly-quest-job';
import { retried } from './retried';
import type { QueueJob } from './start-job-queue';

export const weeklyQuestQueue = 'weekly-quests';

/**
 * The Monday 00:00 (Moscow) weekly-quest job, so every instance schedules it and one of them runs it.
 * pg-boss only triggers: the quests are once per user and week by our own unique key (decision 038),
 * so a duplicate run changes nothing. At start the job is also sent once, which catches up on a
 * Monday the server was down for; a student it still misses gets the week's quest on the first read
 * (so do all of them when the queue is down: last week's expire and this week's appear then).
 */
export const weeklyQuestJob: QueueJob = {
  name: weeklyQuestQueue,
  async register(boss, deps, log) {
    // Instances starting together deadlock in pg-boss's queue and schedule upserts: try again shortly.
    await retried(() => boss.createQueue(weeklyQuestQueue));
    await retried(() => boss.schedule(weeklyQuestQueue, '0 0 * * 1', {}, { tz: 'Europe/Moscow' }));
    await boss.work(weeklyQuestQueue, async () => {
      const result = await runWeeklyQuestJob(deps);
      log.info(result, 'weekly quests: expired and created');
    });
    await boss.send(weeklyQuestQueue, {});
  },
};
