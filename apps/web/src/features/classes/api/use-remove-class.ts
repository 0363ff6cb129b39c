import { useMutation } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';
import { invalidateClasses } from './invalidate-classes';

/** Deleting a list class: its students stay, only the list goes. */
export function useRemoveClass(onRemoved: () => void) {
  return useMutation({
    ...trpc.classes.remove.mutationOptions(),
    onSuccess: async () => {
      await invalidateClasses();
      onRemoved();
    },
  });
}
