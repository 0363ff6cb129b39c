import { homeworkListSchema, type HomeworkList } from '@ege/core/homework/homework-schemas';
import { z } from '@ege/core/validation/z';

/** How long a stored homework list may be shown (SPEC §9: 5 minutes). */
export const homeworkCacheMs = 300_000;

export type HomeworkCacheEntry = { list: HomeworkList; savedAt: number };

type CacheStorage = Pick<Storage, 'getItem' | 'setItem'>;

const entrySchema = z.object({ list: homeworkListSchema, savedAt: z.number() });

/** One key per account: another user signing in on the same browser never sees this list. */
export function homeworkCacheKey(userId: number): string {
  return `homework_list_${userId}`;
}

/**
 * The stored list while it is younger than 5 minutes; an expired or unreadable one (another
 * version, a hand edit) counts as none. A savedAt in the future (the clock was set back) is expired too.
 */
export function readHomeworkCache(storage: CacheStorage, userId: number, now: number): HomeworkCacheEntry | null {
  try {
    const raw = storage.getItem(homeworkCacheKey(userId));
    if (!raw) return null;
    const parsed = entrySchema.safeParse(JSON.parse(raw));
    if (!parsed.success) return null;
    const age = now - parsed.data.savedAt;
    return age >= 0 && age < homeworkCacheMs ? parsed.data : null;
  } catch {
    // Storage can be switched off (private mode) or the value may not be JSON: nothing is cached then.
    return null;
  }
}

export function writeHomeworkCache(storage: CacheStorage, userId: number, entry: HomeworkCacheEntry): void {
  try {
    storage.setItem(homeworkCacheKey(userId), JSON.stringify(entry));
  } catch {
    // Full or switched-off storage: the list is simply fetched each time.
  }
}
