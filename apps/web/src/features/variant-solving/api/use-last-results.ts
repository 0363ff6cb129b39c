import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

/** A variant's last results, for the read-only view of its tasks. */
export function useLastResults(variantId: number) {
  return useQuery(trpc.variants.results.queryOptions({ id: variantId }));
}
