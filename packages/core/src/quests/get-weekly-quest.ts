import type { CoreDeps } from '../context/core-deps';
import { AppError } from '../errors/app-error';
import type { AuthUser } from '../identity/auth-user';
import { loadWeeklyQuests } from './load-weekly-quests';
import { questMessages } from './quest-messages';
import type { WeeklyQuest } from './quest-schemas';
import { toWeeklyQuest } from './to-weekly-quest';

/** GET /users/quest/{id}/: one of the caller's own quests; another user's id is 404 like a missing one. */
export async function getWeeklyQuest(deps: CoreDeps, user: AuthUser, id: number): Promise<WeeklyQuest> {
  const { now, all, ledger } = await loadWeeklyQuests(deps, user.id);
  const row = all.find((item) => item.id === id);
  if (!row) throw new AppError('NOT_FOUND', questMessages.questNotFound);
  return toWeeklyQuest(row, ledger, now);
}
