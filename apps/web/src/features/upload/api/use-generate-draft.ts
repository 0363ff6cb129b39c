import type { GeneratedDraft } from '@ege/core/tasks/authoring/generated-draft-schemas';
import { useMutation } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

/** 'Сгенерировать': a generator's task for the form to fill in (decision 040). */
export function useGenerateDraft(onGenerated: (draft: GeneratedDraft) => void) {
  return useMutation({ ...trpc.authoring.generateDraft.mutationOptions(), onSuccess: onGenerated });
}
