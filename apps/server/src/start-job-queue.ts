import type { CoreDeps } from '@ege/core/context/core-deps';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';

/** One scheduled job: its queue, schedule and worker, set up on the instance's one queue client. */
export type QueueJob = { name: string; register: (boss: PgBoss, deps: CoreDeps, log: FastifyBaseLogger) => Promise<void> };

/**
 * The instance's one pg-boss client (one small pool, one maintenance loop) in the same PostgreSQL,
 * with every scheduled job on it. A job that cannot be set up is logged and left out: each job's
 * work also happens without the queue (on the next read), so the server starts anyway. Returns the
 * stop function.
 */
export async function startJobQueue(deps: CoreDeps, connectionString: string, log: FastifyBaseLogger, jobs: readonly QueueJob[]): Promise<() => Promise<void>> {
  const boss = new PgBoss({ connectionString, max: 2, application_name: 'ege-jobs' });
  boss.on('error', (error) => log.warn({ err: error }, 'job queue error'));
  try {
    await boss.start();
  } catch (error) {
    log.warn({ err: error }, 'job queue not started');
    return async () => undefined;
  }
  for (const job of jobs) {
    try {
      await job.register(boss, deps, log);
    } catch (error) {
      log.warn({ err: error, job: job.name }, 'job not scheduled');
    }
  }
  return () => boss.stop({ graceful: true, wait: true, timeout: 5000 });
}
