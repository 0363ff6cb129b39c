import { useSyncExternalStore } from 'react';
import { readAccessToken, subscribeAccessToken } from './access-token';

export function useAccessToken(): string | null {
  return useSyncExternalStore(subscribeAccessToken, readAccessToken);
}
