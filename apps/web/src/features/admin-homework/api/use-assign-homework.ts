import { useMutation } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';
import { invalidateHomework } from './invalidate-homework';

/** 'Выдать ДЗ' or a rehearsal; `onAssigned` comes before the histories are reread. */
export function useAssignHomework(onAssigned: () => void) {
  return useMutation({
    ...trpc.homework.assign.mutationOptions(),
    onSuccess: async () => {
      onAssigned();
      await invalidateHomework();
    },
  });
}
