import { storageListeners } from './storage-listeners';

const storageKey = 'access';
const listeners = storageListeners(storageKey);

export function readAccessToken(): string | null {
  try {
    return window.localStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

export function saveAccessToken(token: string): void {
  window.localStorage.setItem(storageKey, token);
  listeners.notify();
}

export function clearAccessToken(): void {
  window.localStorage.removeItem(storageKey);
  listeners.notify();
}

/** For useSyncExternalStore: fires on changes in this tab and, through the storage event, in other tabs. */
export const subscribeAccessToken = listeners.subscribe;
