import { vi } from 'vitest';

/**
 * A `window` with only what the storage-backed modules touch (localStorage and the storage event's
 * listeners), over a Map the test reads and fills; vi.unstubAllGlobals takes it away.
 */
export function stubWindowStorage(): Map<string, string> {
  const store = new Map<string, string>();
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    },
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  });
  return store;
}
