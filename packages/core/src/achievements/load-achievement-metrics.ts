import type { Knex } from 'knex';
import { achievementMetricsSince } from './achievement-metrics-since';
import { achievementSql } from './achievement-sql';
import { toAchievementMetrics, type AchievementMetrics, type AchievementMetricsRow } from './to-achievement-metrics';

/** Every measure the catalogue's rules read, for one user, at `now` (days in Moscow time), in one statement. */
export async function loadAchievementMetrics(db: Knex | Knex.Transaction, userId: number, now: Date): Promise<AchievementMetrics> {
  const { rows } = await db.raw<{ rows: AchievementMetricsRow[] }>(achievementSql.metrics, { userId, since: achievementMetricsSince(now) });
  return toAchievementMetrics(rows[0], now);
}
