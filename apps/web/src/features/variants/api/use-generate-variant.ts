import type { AppRouter } from '@ege/api/app-router';
import { useMutation } from '@tanstack/react-query';
import type { inferRouterInputs } from '@trpc/server';
import { trpcClient } from '../../../lib/trpc';
import { invalidateVariants } from './invalidate-variants';

type GeneratedInput = inferRouterInputs<AppRouter>['variants']['create'];
type Created = Awaited<ReturnType<typeof trpcClient.variants.create.mutate>>;

/** 'Создать вариант' of the generator; `onCreated` comes before the lists are reread. */
export function useGenerateVariant({ onCreated, onError }: { onCreated: (variant: Created) => void; onError: (error: unknown) => void }) {
  return useMutation({
    mutationFn: (input: GeneratedInput) => trpcClient.variants.create.mutate(input),
    onSuccess: async (variant) => {
      onCreated(variant);
      await invalidateVariants();
    },
    onError,
  });
}
