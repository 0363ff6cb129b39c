import type { CoreDeps } from '../context/core-deps';
import type { AuthUser } from '../identity/auth-user';
import { loadDailyQuest } from './load-daily-quest';
import type { Streak } from '../streaks/streak-of';

/** GET /users/daily-quest/streak/. */
export async function getDailyStreak(deps: CoreDeps, user: AuthUser): Promise<Streak> {
  return (await loadDailyQuest(deps, user.id)).streak;
}
