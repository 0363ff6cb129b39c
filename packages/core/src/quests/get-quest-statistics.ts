import type { CoreDeps } from '../context/core-deps';
import type { AuthUser } from '../identity/auth-user';
import { getWeeklyOverview } from './get-weekly-overview';
import type { QuestStatistics } from './quest-schemas';

/** GET /users/quest/statistics/: the overview's statistics alone. */
export async function getQuestStatistics(deps: CoreDeps, user: AuthUser): Promise<QuestStatistics> {
  return (await getWeeklyOverview(deps, user)).statistics;
}
