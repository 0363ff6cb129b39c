import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

/** The weekly quest's bonus thresholds and which of them are reached or claimed. */
export function useQuestBonuses() {
  return useQuery(trpc.quests.bonuses.queryOptions());
}
