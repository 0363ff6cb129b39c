import type { DailyQuestState } from '@ege/core/quests/quest-schemas';
import { useEffect } from 'react';
import { queryClient } from '../../../lib/query-client';
import { trpc } from '../../../lib/trpc';

/** The header's streak follows what the daily quest panel reads (a completion lengthens it). */
export function useShareDailyStreak(state: DailyQuestState | undefined): void {
  useEffect(() => {
    if (state) queryClient.setQueryData(trpc.quests.streak.queryKey(), state.streak);
  }, [state]);
}
