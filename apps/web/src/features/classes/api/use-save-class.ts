import { useMutation } from '@tanstack/react-query';
import { trpcClient } from '../../../lib/trpc';
import { invalidateClasses } from './invalidate-classes';

export type ClassDraft = { name: string; student_ids: number[] };

/** Creates a list class (no `id`) or renames and restaffs one; `onSaved` once the lists are reread. */
export function useSaveClass(onSaved: (id: number) => void) {
  return useMutation({
    mutationFn: async ({ id, draft }: { id: number | null; draft: ClassDraft }) =>
      id === null ? trpcClient.classes.create.mutate(draft) : trpcClient.classes.update.mutate({ id, ...draft }),
    onSuccess: async (saved) => {
      await invalidateClasses();
      onSaved(saved.id);
    },
  });
}
