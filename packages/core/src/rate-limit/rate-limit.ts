import type { Knex } from 'knex';
import { AppError } from '../errors/app-error';

export type RateRule = { limit: number; windowSeconds: number };

/** One hit on a key (key, window seconds twice), as constant SQL: the benchmark's floor runs the same string. */
export const hitRateLimitSql = `INSERT INTO rate_limits (key, window_start, hits) VALUES (?, now(), 1)
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN rate_limits.window_start < now() - make_interval(secs => ?) THEN 1 ELSE rate_limits.hits + 1 END,
       window_start = CASE WHEN rate_limits.window_start < now() - make_interval(secs => ?) THEN now() ELSE rate_limits.window_start END
     RETURNING hits, window_start`;

/**
 * Counts one hit on `key` in a fixed window kept in PostgreSQL, so every server instance shares it,
 * and refuses with 429 once the window holds more than `limit` hits.
 */
export async function hitRateLimit(db: Knex, key: string, rule: RateRule): Promise<void> {
  const result = await db.raw<{ rows: { hits: number; window_start: Date }[] }>(hitRateLimitSql, [key, rule.windowSeconds, rule.windowSeconds]);
  const row = result.rows[0];
  if (row && row.hits > rule.limit) {
    const endsAt = row.window_start.getTime() + rule.windowSeconds * 1000;
    const retryAfterSeconds = Math.max(1, Math.ceil((endsAt - Date.now()) / 1000));
    throw new AppError('TOO_MANY_REQUESTS', `Слишком много попыток. Повторите через ${formatWait(retryAfterSeconds)}.`, {
      retryAfterSeconds,
    });
  }
}

/** Forgets a key, e.g. the failed logins of an account after a successful one. */
export async function resetRateLimit(db: Knex, key: string): Promise<void> {
  await db('rate_limits').where({ key }).delete();
}

/** Takes back one hit on `key`, for a counter that counts failures: the attempt that just hit it succeeded. */
export async function forgiveRateLimitHit(db: Knex, key: string): Promise<void> {
  await db('rate_limits').where({ key }).where('hits', '>', 0).decrement('hits', 1);
}

export async function deleteExpiredRateLimits(db: Knex, olderThanSeconds: number): Promise<number> {
  return db('rate_limits')
    .where('window_start', '<', db.raw('now() - make_interval(secs => ?)', [olderThanSeconds]))
    .delete();
}

function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} с`;
  return `${Math.ceil(seconds / 60)} мин`;
}
