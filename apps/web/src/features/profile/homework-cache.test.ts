import type { HomeworkList } from '@ege/core/homework/homework-schemas';
import { describe, expect, it } from 'vitest';
import { homeworkCacheKey, homeworkCacheMs, readHomeworkCache, writeHomeworkCache } from './homework-cache';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

const list: HomeworkList = {
  active: [
    {
      id: 7,
      user_id: 3,
      issued_by: { id: 2, username: 'teacher' },
      date: '2026-03-05T10:00:00.000Z',
      created_at: '2026-03-05T10:00:00.000Z',
      updated_at: '2026-03-05T10:00:00.000Z',
      comment: 'Повторить графы',
      status: 'in_progress',
      kind: 'tasks',
      exam: null,
      tasks: { '1': [11] },
      progress: { solved: 0, total: 1 },
      task_list: [{ id: 11, type: 1, solved: false, attempts: 0, last_answered_at: null, time_spent: 0 }],
      variant_id: null,
      variant_has_results: false,
    },
  ],
  completed: [],
  next_cursor: 'WyIyMDI2LTAzLTA1VDEwOjAwOjAwLjAwMDAwMFoiLDdd',
};

const savedAt = 1_000_000;

describe('homework list cache', () => {
  it('gives back what was written while it is younger than 5 minutes', () => {
    const storage = memoryStorage();
    writeHomeworkCache(storage, 3, { list, savedAt });
    expect(readHomeworkCache(storage, 3, savedAt)).toEqual({ list, savedAt });
    expect(readHomeworkCache(storage, 3, savedAt + homeworkCacheMs - 1)?.list).toEqual(list);
  });

  it('expires at 300000 ms, and a time from the future counts as expired', () => {
    const storage = memoryStorage();
    writeHomeworkCache(storage, 3, { list, savedAt });
    expect(homeworkCacheMs).toBe(300_000);
    expect(readHomeworkCache(storage, 3, savedAt + homeworkCacheMs)).toBeNull();
    expect(readHomeworkCache(storage, 3, savedAt - 1)).toBeNull();
  });

  it('keeps each account apart', () => {
    const storage = memoryStorage();
    writeHomeworkCache(storage, 3, { list, savedAt });
    expect(readHomeworkCache(storage, 4, savedAt)).toBeNull();
    expect([...storage.items.keys()]).toEqual([homeworkCacheKey(3)]);
    expect(homeworkCacheKey(3)).not.toBe(homeworkCacheKey(4));
  });

  it('treats an unreadable value as no cache', () => {
    const storage = memoryStorage();
    storage.setItem(homeworkCacheKey(3), '{not json');
    expect(readHomeworkCache(storage, 3, savedAt)).toBeNull();
    storage.setItem(homeworkCacheKey(3), JSON.stringify({ list: { active: 'x' }, savedAt }));
    expect(readHomeworkCache(storage, 3, savedAt)).toBeNull();
  });

  it('survives storage that throws (private mode, full quota)', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(() => writeHomeworkCache(broken, 3, { list, savedAt })).not.toThrow();
    expect(readHomeworkCache(broken, 3, savedAt)).toBeNull();
  });
});
