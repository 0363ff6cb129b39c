import { useMutation, useQuery } from '@tanstack/react-query';
import { queryClient } from '../../../lib/query-client';
import { trpc } from '../../../lib/trpc';

/** The teacher's own choice of how to hear of completed homework (decision 070), and its saving. */
export function useCompletionNotify() {
  const current = useQuery(trpc.notifications.completionNotify.queryOptions());
  const save = useMutation({
    ...trpc.notifications.setCompletionNotify.mutationOptions(),
    onSuccess: (saved) => queryClient.setQueryData(trpc.notifications.completionNotify.queryKey(), saved),
  });
  return { current, save };
}
