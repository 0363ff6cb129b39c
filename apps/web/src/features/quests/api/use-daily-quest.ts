import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

/** Today's quest, whether one may be generated, and the streak; asked only when `enabled`. */
export function useDailyQuest(enabled = true) {
  return useQuery({ ...trpc.quests.daily.queryOptions(), enabled });
}
