import { useSyncExternalStore } from 'react';
import { readGuestAttempts, subscribeGuestAttempts, type GuestAttempt } from './guest-attempts';

/** The guest's attempts in this browser, kept current across tabs. */
export function useGuestAttempts(): GuestAttempt[] {
  return useSyncExternalStore(subscribeGuestAttempts, readGuestAttempts);
}
