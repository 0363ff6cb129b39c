import { queryClient } from '../../../lib/query-client';
import { trpc } from '../../../lib/trpc';

/** After a start or an abandon: the weekly quest, then its bonuses. */
export async function refreshWeeklyQuest(): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: trpc.quests.weekly.queryKey() });
  await queryClient.invalidateQueries({ queryKey: trpc.quests.bonuses.queryKey() });
}
