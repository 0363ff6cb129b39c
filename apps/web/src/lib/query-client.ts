import { notifications } from '@mantine/notifications';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { announceAchievements } from './announce-achievements';
import { gaveUpMessage, isServerUnavailable, retryDelayOf, shouldRetryQuery, unavailableTitle } from './retry-policy';

export const queryClient = new QueryClient({
  // Reached only when every retry failed: the screen shows its error, and the notification says why.
  queryCache: new QueryCache({
    onError(error) {
      if (!isServerUnavailable(error)) return;
      notifications.show({ id: 'server-unavailable', color: 'red', title: unavailableTitle, message: gaveUpMessage });
    },
  }),
  // A check or a finish may earn achievements: their toasts show, and every achievements list is stale.
  mutationCache: new MutationCache({
    onSuccess(data) {
      if (announceAchievements(data)) void queryClient.invalidateQueries({ queryKey: [['achievements']] });
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      retry: shouldRetryQuery,
      retryDelay: retryDelayOf,
    },
    mutations: { retry: false },
  },
});
