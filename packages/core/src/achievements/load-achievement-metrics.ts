import type { Knex } from 'knex';
import { moscowDayOf, moscowDayStartOf } from '../clock/moscow-time';
import { levelOf } from '../rules/level';
import { achievementCatalogue } from './achievement-catalogue';
import { achievementSql } from './achievement-sql';
import { countStreakDays } from './count-streak-days';

export type AchievementMetrics = {
  /** Measure key (metricKeyOf) -> the user's value. */
  values: Map<string, number>;
  /** Achievement id -> when it was earned. */
  earned: Map<string, Date>;
};

type MetricsRow = Record<string, number> & {
  experience_points: number;
  homework: number;
  streak_days: string[];
  earned: { id: string; earned_at: string }[];
};

const dayMs = 24 * 60 * 60 * 1000;
const longestStreak = Math.max(0, ...achievementCatalogue.map(({ rule }) => (rule.kind === 'streak_days' ? rule.threshold : 0)));

/** Every measure the catalogue's rules read, for one user, at `now` (days in Moscow time), in one statement. */
export async function loadAchievementMetrics(db: Knex | Knex.Transaction, userId: number, now: Date): Promise<AchievementMetrics> {
  // A streak of n days reaching today starts n - 1 days before today's start.
  const since = new Date(moscowDayStartOf(now).getTime() - longestStreak * dayMs);
  const { rows } = await db.raw<{ rows: MetricsRow[] }>(achievementSql.metrics, { userId, since });
  const row = rows[0];
  if (!row) return { values: new Map(), earned: new Map() };
  const values = new Map<string, number>([...achievementSql.aliasOf].map(([key, alias]) => [key, row[alias] ?? 0]));
  values.set('level', levelOf(row.experience_points));
  values.set('homework_completed', row.homework);
  values.set('streak_days', countStreakDays(row.streak_days, moscowDayOf(now)));
  return { values, earned: new Map(row.earned.map((item) => [item.id, new Date(item.earned_at)])) };
}
