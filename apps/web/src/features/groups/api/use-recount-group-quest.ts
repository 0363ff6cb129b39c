import { useMutation } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';
import { invalidateGroups } from './invalidate-groups';

/** 'Обновить прогресс': the active quest's progress counted again. */
export function useRecountGroupQuest() {
  return useMutation({ ...trpc.groups.updateQuestProgress.mutationOptions(), onSuccess: () => invalidateGroups() });
}
