import { useMutation } from '@tanstack/react-query';
import { queryClient } from '../../../lib/query-client';
import { trpc } from '../../../lib/trpc';

/** 'Сгенерировать квест': today's quest, put in place of the state the panel shows. */
export function useGenerateDailyQuest({ onGenerated, onError }: { onGenerated: () => void; onError: (error: unknown) => void }) {
  return useMutation({
    ...trpc.quests.generateDaily.mutationOptions(),
    onSuccess: (state) => {
      onGenerated();
      queryClient.setQueryData(trpc.quests.daily.queryKey(), state);
    },
    onError,
  });
}
