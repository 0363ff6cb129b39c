import type { PetInteraction } from '@ege/core/pet/pet-schemas';
import { useMutation } from '@tanstack/react-query';
import { queryClient } from '../../../lib/query-client';
import { trpc } from '../../../lib/trpc';

/** Feeding, playing with or petting the pet: the card shows the pet as the answer has it. */
export function usePetInteraction({ onDone, onError }: { onDone: (result: PetInteraction) => void; onError: (error: unknown) => void }) {
  return useMutation(
    trpc.pet.interact.mutationOptions({
      onSuccess: (result) => {
        queryClient.setQueryData(trpc.pet.get.queryKey(), result.pet);
        onDone(result);
      },
      onError,
    }),
  );
}
