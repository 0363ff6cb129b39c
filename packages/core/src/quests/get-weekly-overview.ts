import type { CoreDeps } from '../context/core-deps';
import type { AuthUser } from '../identity/auth-user';
import { loadWeeklyQuests } from './load-weekly-quests';
import type { WeeklyOverview } from './quest-schemas';
import { questStatisticsOf } from './quest-statistics-of';
import { toWeeklyQuest } from './to-weekly-quest';

/** GET /users/quest/: this week's quest (made on the first read if the job missed it), its progress and rewards, history and statistics. */
export async function getWeeklyOverview(deps: CoreDeps, user: AuthUser): Promise<WeeklyOverview> {
  const { now, current, all, ledger } = await loadWeeklyQuests(deps, user.id);
  const quests = all.map((row) => toWeeklyQuest(row, ledger, now));
  const quest = quests.find((item) => item.id === current?.id) ?? null;
  return {
    quest,
    progress: quest?.progress ?? null,
    rewards: quest?.rewards ?? null,
    statistics: questStatisticsOf(quests),
    history: quests.filter((item) => item !== quest),
  };
}
