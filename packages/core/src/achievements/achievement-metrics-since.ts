import { moscowDayStartOf } from '../clock/moscow-time';
import { achievementCatalogue } from './achievement-catalogue';

const dayMs = 24 * 60 * 60 * 1000;
const longestStreak = Math.max(0, ...achievementCatalogue.map(({ rule }) => (rule.kind === 'streak_days' ? rule.threshold : 0)));

/** The metrics statement's `since`: a streak of n days reaching today starts n - 1 days before today's start (one more for yesterday's). */
export function achievementMetricsSince(now: Date): Date {
  return new Date(moscowDayStartOf(now).getTime() - longestStreak * dayMs);
}
