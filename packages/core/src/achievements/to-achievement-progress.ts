import { achievementCategories } from './achievement-categories';
import type { Achievement, AchievementProgress } from './achievement-schemas';

/** The progress answer from the user's achievements (toUserAchievements' order: earned first). */
export function toAchievementProgress(achievements: Achievement[]): AchievementProgress {
  const earned = achievements.filter((item) => item.earned);
  return {
    achievements,
    user_progress: Object.fromEntries(
      achievements.map(({ id, earned, date_earned, progress, target }) => [id, { earned, date_earned, progress, target }]),
    ),
    categories: achievementCategories.map(({ id, name }) => ({ id, name })),
    earned_count: earned.length,
    total_count: achievements.length,
    total_points: earned.reduce((sum, item) => sum + item.points, 0),
  };
}
