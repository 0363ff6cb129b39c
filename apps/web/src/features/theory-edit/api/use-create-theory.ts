import { useMutation } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

/** Saving a new theory page; the form says what happens next. */
export function useCreateTheory() {
  return useMutation(trpc.theory.create.mutationOptions());
}
