import type { FileStorage } from '../../storage/file-storage';

/** Saves at once when the batch's files are written: as many as the file storage's pool takes. */
const savesInFlight = 4;

export type DeferredSaves = { storage: FileStorage; flush(): Promise<void> };

/**
 * A storage whose saves wait for flush(), which then runs them a few at a time. Each save of the
 * PostgreSQL storage is a commit of its own; one after another, a batch of tasks with files would
 * wait for every commit in turn. A key removed before the flush (its task's savepoint rolled back) is
 * never saved. The import flushes before its transaction commits, so no row points at a missing file.
 */
export function deferFileSaves(storage: FileStorage): DeferredSaves {
  const pending = new Map<string, Buffer>();
  return {
    storage: {
      ...storage,
      save: async (key, data) => {
        pending.set(key, data);
      },
      remove: async (key) => {
        if (!pending.delete(key)) await storage.remove(key);
      },
    },
    async flush() {
      const saves = [...pending];
      pending.clear();
      let next = 0;
      const worker = async () => {
        while (next < saves.length) {
          const [key, data] = saves[next++]!;
          await storage.save(key, data);
        }
      };
      await Promise.all(Array.from({ length: Math.min(savesInFlight, saves.length) }, worker));
    },
  };
}
