const storageKey = 'access';
const listeners = new Set<() => void>();

export function readAccessToken(): string | null {
  try {
    return window.localStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

export function saveAccessToken(token: string): void {
  window.localStorage.setItem(storageKey, token);
  notifyListeners();
}

export function clearAccessToken(): void {
  window.localStorage.removeItem(storageKey);
  notifyListeners();
}

/** For useSyncExternalStore: fires on changes in this tab and, through the storage event, in other tabs. */
export function subscribeAccessToken(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKey || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function notifyListeners(): void {
  for (const listener of listeners) listener();
}
