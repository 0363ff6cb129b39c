import { QueryClient } from '@tanstack/react-query';
import { describeError } from './describe-error';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) => failureCount < 2 && describeError(error).network,
    },
    mutations: { retry: false },
  },
});
