import type { Knex } from 'knex';
import { achievementCatalogue } from './achievement-catalogue';
import type { EarnedAchievement } from './achievement-schemas';
import { achievementSql } from './achievement-sql';
import { evaluateAchievements } from './evaluate-achievements';
import { loadAchievementMetrics } from './load-achievement-metrics';

/**
 * Earns, in the caller's transaction, every achievement whose rule the user now meets and that they
 * do not hold yet, dated `at`. The row is unique per (user, achievement): a concurrent or replayed
 * event inserts nothing, and only what this call inserted comes back (for the toast).
 */
export async function earnAchievements(trx: Knex.Transaction, userId: number, at: Date): Promise<EarnedAchievement[]> {
  const metrics = await loadAchievementMetrics(trx, userId, at);
  const ids = evaluateAchievements(achievementCatalogue, metrics.values)
    .filter((standing) => standing.reached && !metrics.earned.has(standing.id))
    .map((standing) => standing.id);
  if (ids.length === 0) return [];
  const { rows } = await trx.raw<{ rows: { achievement_id: string }[] }>(achievementSql.insertEarned, { userId, ids, at });
  const inserted = new Set(rows.map((row) => row.achievement_id));
  return achievementCatalogue
    .filter((achievement) => inserted.has(achievement.id))
    .map(({ id, icon, title, description, points }) => ({ id, icon, title, description, points }));
}
