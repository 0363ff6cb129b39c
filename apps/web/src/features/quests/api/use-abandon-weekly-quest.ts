import { useMutation } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';
import { refreshWeeklyQuest } from './refresh-weekly-quest';

/** Giving up the weekly quest; `onAbandoned` comes before the quest is reread. */
export function useAbandonWeeklyQuest({ onAbandoned, onError }: { onAbandoned: () => void; onError: (error: unknown) => void }) {
  return useMutation({
    ...trpc.quests.abandon.mutationOptions(),
    onSuccess: async () => {
      onAbandoned();
      await refreshWeeklyQuest();
    },
    onError,
  });
}
