import type { CoreDeps } from '../context/core-deps';
import type { AuthUser } from '../identity/auth-user';
import type { AchievementProgress } from './achievement-schemas';
import { loadAchievementMetrics } from './load-achievement-metrics';
import { toAchievementProgress } from './to-achievement-progress';
import { toUserAchievements } from './to-user-achievements';

/** GET /users/achievements/progress/: the catalogue, the caller's standing on each, the categories. */
export async function getAchievementProgress(deps: CoreDeps, user: AuthUser): Promise<AchievementProgress> {
  const now = deps.clock.now();
  return toAchievementProgress(toUserAchievements(await loadAchievementMetrics(deps.db, user.id, now)));
}
