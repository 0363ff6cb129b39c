import { notifications } from '@mantine/notifications';
import { QueryCache, QueryClient } from '@tanstack/react-query';
import { gaveUpMessage, isServerUnavailable, retryDelayOf, shouldRetryQuery, unavailableTitle } from './retry-policy';

export const queryClient = new QueryClient({
  // Reached only when every retry failed: the screen shows its error, and the notification says why.
  queryCache: new QueryCache({
    onError(error) {
      if (!isServerUnavailable(error)) return;
      notifications.show({ id: 'server-unavailable', color: 'red', title: unavailableTitle, message: gaveUpMessage });
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
