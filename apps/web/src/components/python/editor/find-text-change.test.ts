import { describe, expect, it } from 'vitest';
import { findTextChange, type TextChange } from './find-text-change';

function apply(text: string, change: TextChange | null): string {
  return change ? text.slice(0, change.from) + change.insert + text.slice(change.to) : text;
}

describe('findTextChange', () => {
  it('finds nothing to do when the code is the same', () => {
    expect(findTextChange('print(1)\n', 'print(1)\n')).toBeNull();
  });

  it('replaces only what differs, so the rest keeps its place', () => {
    expect(findTextChange('for i in range(10):\n    print(i)\n', 'for i in range(20):\n    print(i)\n')).toEqual({ from: 15, to: 16, insert: '2' });
    expect(findTextChange('a = 1\n', 'a = 1\nb = 2\n')).toEqual({ from: 6, to: 6, insert: 'b = 2\n' });
    expect(findTextChange('x\ny\nz', 'x\nz')).toEqual({ from: 2, to: 4, insert: '' });
  });

  it('replaces everything when nothing is shared', () => {
    expect(findTextChange('', 'print(42)')).toEqual({ from: 0, to: 0, insert: 'print(42)' });
    expect(findTextChange('abc', '')).toEqual({ from: 0, to: 3, insert: '' });
  });

  it('does not count a shared end twice when the texts repeat themselves', () => {
    for (const [before, after] of [
      ['aaa', 'aaaa'],
      ['abab', 'ab'],
      ['aa', 'a'],
      ['x = 1\nx = 1\n', 'x = 1\n'],
    ] as const) {
      const change = findTextChange(before, after)!;
      expect(change.from).toBeLessThanOrEqual(change.to);
      expect(apply(before, change)).toBe(after);
    }
  });

  it('never cuts a character outside the basic plane in half', () => {
    const change = findTextChange('print("😀")', 'print("😃")')!;
    expect(change).toEqual({ from: 7, to: 9, insert: '😃' });
    expect(apply('print("😀")', change)).toBe('print("😃")');
  });

  it('turns any text into any other', () => {
    const samples = ['', 'a', 'ab', 'ba', 'abc', 'a\nb', '😀', 'a😀b', 'aa😀', '😀😃'];
    for (const before of samples) for (const after of samples) expect(apply(before, findTextChange(before, after))).toBe(after);
  });
});
