import type { CoreDeps } from '@ege/core/context/core-deps';
import { runWeeklyQuestJob } from '@ege/core/quests/run-weekly-quest-job';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';

export const weeklyQuestQueue = 'weekly-quests';

/**
 * The Monday 00:00 (Moscow) weekly-quest job on pg-boss, in the same PostgreSQL, so every instance
 * schedules it and one of them runs it. pg-boss only triggers: the quests are once per user and
 * week by our own unique key (decision 038), so a duplicate run changes nothing. At start the job
 * is also sent once, which catches up on a Monday the server was down for; a student it still
 * misses gets the week's quest on the first read. Returns the stop function.
 */
export async function scheduleWeeklyQuests(deps: CoreDeps, connectionString: string, log: FastifyBaseLogger): Promise<() => Promise<void>> {
  const boss = new PgBoss({ connectionString, max: 2, application_name: 'ege-jobs' });
  boss.on('error', (error) => log.warn({ err: error }, 'job queue error'));
  try {
    await boss.start();
    // Instances starting together deadlock in pg-boss's queue and schedule upserts: try again shortly.
    await retried(() => boss.createQueue(weeklyQuestQueue));
    await retried(() => boss.schedule(weeklyQuestQueue, '0 0 * * 1', {}, { tz: 'Europe/Moscow' }));
    await boss.work(weeklyQuestQueue, async () => {
      const result = await runWeeklyQuestJob(deps);
      log.info(result, 'weekly quests: expired and created');
    });
    await boss.send(weeklyQuestQueue, {});
  } catch (error) {
    // Quests still work without the queue: last week's expire and this week's appear on the first read.
    log.warn({ err: error }, 'weekly quest job not scheduled');
  }
  return () => boss.stop({ graceful: true, wait: true, timeout: 5000 });
}

/** pg-boss setup steps that instances starting together may deadlock on, tried a few times. */
export async function retried(attempt: () => Promise<void>, tries = 5): Promise<void> {
  for (let tried = 1; ; tried++) {
    try {
      return await attempt();
    } catch (error) {
      if (tried >= tries) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * tried + Math.random() * 100));
    }
  }
}
