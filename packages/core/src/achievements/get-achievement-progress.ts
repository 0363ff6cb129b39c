import type { CoreDeps } from '../context/core-deps';
import type { AuthUser } from '../users/auth-user';
import { achievementCategories } from './achievement-categories';
import type { AchievementProgress } from './achievement-schemas';
import { listUserAchievements } from './list-user-achievements';

/** GET /users/achievements/progress/: the catalogue, the caller's standing on each, the categories. */
export async function getAchievementProgress(deps: CoreDeps, user: AuthUser): Promise<AchievementProgress> {
  const achievements = await listUserAchievements(deps.db, user.id, deps.clock.now());
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
