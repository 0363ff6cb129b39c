import type { CoreDeps } from '../context/core-deps';
import type { AuthUser } from '../identity/auth-user';
import { bonusesOf } from './bonuses-of';
import { loadWeeklyQuests } from './load-weekly-quests';
import type { QuestBonuses } from './quest-schemas';
import { toWeeklyQuest } from './to-weekly-quest';

/** GET /users/quest/bonuses/: the thresholds of this week's quest, reached and claimed. */
export async function listQuestBonuses(deps: CoreDeps, user: AuthUser): Promise<QuestBonuses> {
  const { now, current, ledger } = await loadWeeklyQuests(deps, user.id);
  return bonusesOf(current ? toWeeklyQuest(current, ledger, now) : null, ledger);
}
