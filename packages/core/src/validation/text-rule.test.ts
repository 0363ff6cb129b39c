import { describe, expect, it } from 'vitest';
import { isCleanText, isCleanValue } from './text-rule';
import { z } from './z';

describe('the text rule', () => {
  it('refuses NUL and lone surrogates, keeps pairs and every other character', () => {
    expect(['a\u0000b', '\u0000', 'a\uD800', '\uDC00b', 'x\uDC00\uD800y'].map(isCleanText)).toEqual([false, false, false, false, false]);
    expect(['', 'Ответ 😀', '\u0001\t\n', '\uFFFD', '\uD83D\uDE00'].map(isCleanText)).toEqual([true, true, true, true, true]);
  });

  it('looks into every string and key of a value, however large or deep', () => {
    expect(isCleanValue({ rows: [['1', '2'], ['3', { note: 'ok' }]], n: 1, b: null })).toBe(true);
    expect(isCleanValue({ rows: [['1', '2'], ['3', { note: 'o\u0000k' }]] })).toBe(false);
    expect(isCleanValue({ ['k\uD800']: 1 })).toBe(false);
    let deep: unknown = 'bad\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(isCleanValue(deep)).toBe(false);
    expect(isCleanValue(Array.from({ length: 300_000 }, () => 'x'))).toBe(true);
  });

  it('is part of z.string() and z.unknown(), before trimming and other checks', () => {
    const name = z.string().trim().min(3, 'short');
    expect(name.safeParse('  abc ').data).toBe('abc');
    expect(name.safeParse('\u0000').error?.issues.map((issue) => issue.message)).toEqual(['Недопустимый символ в тексте (NUL или одиночный суррогат UTF-16)']);
    expect(z.unknown().safeParse({ a: ['\uDFFF'] }).success).toBe(false);
  });
});
