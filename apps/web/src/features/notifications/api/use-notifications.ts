import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

/** Homework notices come rarely: a minute's poll and a look on returning to the tab are enough. */
const pollMs = 60_000;

/** The signed-in user's notifications and the unread count, polled while the header shows the bell. */
export function useNotifications() {
  return useQuery({ ...trpc.notifications.list.queryOptions(), refetchInterval: pollMs, refetchOnWindowFocus: true, staleTime: 10_000 });
}
