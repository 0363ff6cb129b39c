import { describe, expect, it } from 'vitest';
import { isStorageKey, storageKeyMaxLength } from './is-storage-key';

describe('a storage key', () => {
  it('is any key we make or the old uploads had', () => {
    const keys = ['avatars/1-aa.png', 'tasks/12/abcdef012345-file.pdf', 'tasks/abcdef012345-данные.txt', 'comments/a b (1).png', 'x'.repeat(storageKeyMaxLength)];
    expect(keys.map(isStorageKey)).toEqual(keys.map(() => true));
  });

  it('refuses NUL, lone surrogates, control characters, backslashes, empty and dot segments, and overlong keys', () => {
    const keys = ['', '\u0000', 'tasks/1/\u0000', 'comments/a\u0000b.png', 'a\uD800.png', 'a\u001f', 'a\u0085', 'a\\b', '/a', 'a/', 'a//b', './a', 'a/../b', '..', 'x'.repeat(storageKeyMaxLength + 1)];
    expect(keys.map(isStorageKey)).toEqual(keys.map(() => false));
  });
});
