import type { VariantTab } from '@ege/core/variants/variant-schemas';
import { useInfiniteQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

/** One tab's variants, 20 at a time. */
export function useVariants(tab: VariantTab) {
  return useInfiniteQuery(trpc.variants.list.infiniteQueryOptions({ tab }, { getNextPageParam: (page) => page.next_cursor }));
}
