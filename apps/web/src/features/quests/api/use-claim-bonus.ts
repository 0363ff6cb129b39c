import { useMutation } from '@tanstack/react-query';
import { queryClient } from '../../../lib/query-client';
import { trpc } from '../../../lib/trpc';

/** Claiming a reached bonus: the bonuses as the answer has them, then the weekly quest is reread. */
export function useClaimBonus({ onClaimed, onError }: { onClaimed: (message: string) => void; onError: (error: unknown) => void }) {
  return useMutation({
    ...trpc.quests.claimBonus.mutationOptions(),
    onSuccess: async (result) => {
      queryClient.setQueryData(trpc.quests.bonuses.queryKey(), { quest_id: result.quest_id, percentage: result.percentage, bonuses: result.bonuses });
      onClaimed(result.message);
      await queryClient.invalidateQueries({ queryKey: trpc.quests.weekly.queryKey() });
    },
    onError,
  });
}
