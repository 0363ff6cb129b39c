import { moscowDayOf } from '../clock/moscow-time';
import { streakOf } from '../streaks/streak-of';
import { levelOf } from '../rules/level';
import { achievementSql } from './achievement-sql';
import { countStreakDays } from './count-streak-days';

export type AchievementMetrics = {
  /** Measure key (metricKeyOf) -> the user's value. */
  values: Map<string, number>;
  /** Achievement id -> when it was earned. */
  earned: Map<string, Date>;
};

export type AchievementMetricsRow = Record<string, number> & {
  experience_points: number;
  homework: number;
  streak_days: string[];
  quest_days: string[];
  weekly_quests_completed: number;
  earned: { id: string; earned_at: string }[];
};

/** The row of achievementSql.metrics as measures by key, at `now` (the streak's today is Moscow's). */
export function toAchievementMetrics(row: AchievementMetricsRow | undefined, now: Date): AchievementMetrics {
  if (!row) return { values: new Map(), earned: new Map() };
  const values = new Map<string, number>([...achievementSql.aliasOf].map(([key, alias]) => [key, row[alias] ?? 0]));
  values.set('level', levelOf(row.experience_points));
  values.set('homework_completed', row.homework);
  values.set('streak_days', countStreakDays(row.streak_days, moscowDayOf(now)));
  values.set('quests:daily_completed', row.quest_days.length);
  values.set('quests:daily_streak', streakOf(row.quest_days, moscowDayOf(now)).best);
  values.set('quests:weekly_full', row.weekly_quests_completed);
  return { values, earned: new Map(row.earned.map((item) => [item.id, new Date(item.earned_at)])) };
}
