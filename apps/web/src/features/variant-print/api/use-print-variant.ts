import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

/** The variant with its tasks, as its page shows them (a guest gets a public one). */
export function usePrintVariant(id: number | null) {
  return useQuery({ ...trpc.variants.byId.queryOptions({ id: id ?? 0 }), enabled: id !== null });
}
