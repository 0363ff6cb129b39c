import { useMutation } from '@tanstack/react-query';
import { queryClient } from '../../../lib/query-client';
import { trpc } from '../../../lib/trpc';

/** 'Засчитать в квест': a solved task counted in the weekly quest (the server checks the answer), then the quest is reread. */
export function useCompleteQuestTask({ onCompleted, onError }: { onCompleted: (message: string) => void; onError: (error: unknown) => void }) {
  return useMutation({
    ...trpc.quests.completeTask.mutationOptions(),
    onSuccess: async (result) => {
      onCompleted(result.message);
      await queryClient.invalidateQueries({ queryKey: trpc.quests.weekly.queryKey() });
    },
    onError,
  });
}
