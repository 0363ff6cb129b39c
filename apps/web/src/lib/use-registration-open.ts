import { useQuery } from '@tanstack/react-query';
import { trpc } from './trpc';

/** Registration counts as open unless the status call says otherwise; a failed call means open (SPEC §8). */
export function useRegistrationOpen(): { open: boolean; checked: boolean } {
  const query = useQuery({ ...trpc.users.registerStatus.queryOptions(), staleTime: 5 * 60_000 });
  return { open: query.data?.registration_enabled !== false, checked: !query.isPending };
}
