import { useMutation } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

/** Saving an edited theory page; the form says what happens next. */
export function useUpdateTheory() {
  return useMutation(trpc.theory.update.mutationOptions());
}
