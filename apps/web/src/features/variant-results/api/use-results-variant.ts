import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

/** The variant itself, asked only when `enabled`: it tells a variant never finished from no variant at all. */
export function useResultsVariant(id: number | null, enabled: boolean) {
  return useQuery({ ...trpc.variants.byId.queryOptions({ id: id ?? 0 }), enabled: enabled && id !== null });
}
