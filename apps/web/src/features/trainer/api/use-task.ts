import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

/** A trainer task as the student may see it; asked only when `enabled` and the address names one. */
export function useTask(id: number | null, enabled: boolean) {
  return useQuery({ ...trpc.tasks.byId.queryOptions({ id: id ?? 0 }), enabled: enabled && id !== null });
}
