import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

/** The weekly quest with its history and statistics; asked only when `enabled`. */
export function useWeeklyQuest(enabled = true) {
  return useQuery({ ...trpc.quests.weekly.queryOptions(), enabled });
}
