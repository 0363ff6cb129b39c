/**
 * The listeners of one localStorage key, for useSyncExternalStore: `notify` after a write in this tab,
 * and the storage event brings other tabs' writes (a `null` key: the storage was cleared).
 */
export function storageListeners(storageKey: string): { subscribe: (listener: () => void) => () => void; notify: () => void } {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      const onStorage = (event: StorageEvent) => {
        if (event.key === storageKey || event.key === null) listener();
      };
      listeners.add(listener);
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
    notify() {
      for (const listener of listeners) listener();
    },
  };
}
