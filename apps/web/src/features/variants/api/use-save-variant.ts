import type { VariantSummary } from '@ege/core/variants/variant-schemas';
import { useMutation } from '@tanstack/react-query';
import { trpcClient } from '../../../lib/trpc';
import type { VariantSaveInput } from '../utils/variant-form-values';
import { invalidateVariants } from './invalidate-variants';

type SaveCallbacks = {
  /** Right after the save, before the lists are reread. */
  onSaved: (saved: VariantSummary, isDraft: boolean) => void;
  /** Once the lists are reread. */
  onListed: (saved: VariantSummary) => void;
};

/** Saving the form as a draft or for real: an update of `variant`, or a new one without it; the input is made at the moment of saving. */
export function useSaveVariant(variant: VariantSummary | null, inputOf: (isDraft: boolean) => VariantSaveInput, { onSaved, onListed }: SaveCallbacks) {
  return useMutation({
    mutationFn: (isDraft: boolean) => {
      const input = inputOf(isDraft);
      return variant ? trpcClient.variants.update.mutate({ id: variant.id, ...input }) : trpcClient.variants.create.mutate(input);
    },
    onSuccess: async (saved, isDraft) => {
      onSaved(saved, isDraft);
      await invalidateVariants();
      onListed(saved);
    },
  });
}
