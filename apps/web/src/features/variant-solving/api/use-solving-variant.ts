import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

/**
 * A variant to solve, always with the server's latest progress (the solver reads it once, when it
 * starts) and not kept after the page closes; asked only when `enabled`.
 */
export function useSolvingVariant(id: number | null, enabled: boolean) {
  return useQuery({ ...trpc.variants.byId.queryOptions({ id: id ?? 0 }), enabled: enabled && id !== null, staleTime: 0, gcTime: 0 });
}
