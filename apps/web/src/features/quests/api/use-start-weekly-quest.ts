import { useMutation } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';
import { refreshWeeklyQuest } from './refresh-weekly-quest';

/** 'Начать квест' when the week has none yet; `onStarted` comes before the quest is reread. */
export function useStartWeeklyQuest({ onStarted, onError }: { onStarted: () => void; onError: (error: unknown) => void }) {
  return useMutation({
    ...trpc.quests.start.mutationOptions(),
    onSuccess: async () => {
      onStarted();
      await refreshWeeklyQuest();
    },
    onError,
  });
}
