import { describe, expect, it } from 'vitest';
import { parseVariantId } from './parse-variant-id';

describe('parseVariantId', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['007', 7],
    ['999999999', 999999999],
    ['0', null],
    ['-3', null],
    ['abc', null],
    ['12abc', null],
    ['1.5', null],
    ['', null],
    ['1234567890', null],
  ])('%j → %j', (raw, id) => {
    expect(parseVariantId(raw)).toBe(id);
  });
});
