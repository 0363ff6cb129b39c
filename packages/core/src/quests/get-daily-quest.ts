import type { CoreDeps } from '../context/core-deps';
import type { AuthUser } from '../identity/auth-user';
import { loadDailyQuest } from './load-daily-quest';
import type { DailyQuestState } from './quest-schemas';
import { toDailyQuest } from './to-daily-quest';

/** GET /users/daily-quest/: today's quest (null before one is generated), whether one can be, and the streak. */
export async function getDailyQuest(deps: CoreDeps, user: AuthUser): Promise<DailyQuestState> {
  const { row, answered, streak } = await loadDailyQuest(deps, user.id);
  return { quest: row ? toDailyQuest(row, answered) : null, can_generate: row === null, streak };
}
