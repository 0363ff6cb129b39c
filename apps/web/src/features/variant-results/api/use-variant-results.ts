import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

/** The last finishing of a variant as the server checked it, read afresh; asked only when `enabled`. */
export function useVariantResults(id: number | null, enabled: boolean) {
  return useQuery({ ...trpc.variants.results.queryOptions({ id: id ?? 0 }), enabled: enabled && id !== null, staleTime: 0 });
}
