import { useMutation } from '@tanstack/react-query';
import { queryClient } from '../../../lib/query-client';
import { trpc } from '../../../lib/trpc';

/** Cancelling today's quest; `onAbandoned` comes before the daily quest is reread. */
export function useAbandonDailyQuest({ onAbandoned, onError }: { onAbandoned: () => void; onError: (error: unknown) => void }) {
  return useMutation({
    ...trpc.quests.abandonDaily.mutationOptions(),
    onSuccess: async () => {
      onAbandoned();
      await queryClient.invalidateQueries({ queryKey: trpc.quests.daily.queryKey() });
    },
    onError,
  });
}
