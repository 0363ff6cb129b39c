import { useMutation } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';
import { invalidateMyTasks } from './invalidate-my-tasks';

/** Deleting one's task; the list reloads after the caller has said so. */
export function useRemoveTask({ onRemoved, onError }: { onRemoved: () => void; onError: (error: unknown) => void }) {
  return useMutation({
    ...trpc.authoring.remove.mutationOptions(),
    onSuccess: () => {
      onRemoved();
      void invalidateMyTasks();
    },
    onError,
  });
}
