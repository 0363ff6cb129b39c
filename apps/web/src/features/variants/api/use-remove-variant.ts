import { useMutation } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';
import { invalidateVariants } from './invalidate-variants';

type RemoveCallbacks = {
  /** Right after the delete, before the lists are reread; with the id as sent (the input schema coerces it, so its type is unknown). */
  onRemoved: (id: unknown) => void;
  /** Once the lists are reread. */
  onListed: () => void;
};

/** Deleting a variant. */
export function useRemoveVariant({ onRemoved, onListed }: RemoveCallbacks) {
  return useMutation({
    ...trpc.variants.remove.mutationOptions(),
    onSuccess: async (_result, { id }) => {
      onRemoved(id);
      await invalidateVariants();
      onListed();
    },
  });
}
