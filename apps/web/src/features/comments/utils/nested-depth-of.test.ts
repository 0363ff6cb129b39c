import { describe, expect, it } from 'vitest';
import { nestedDepthOf } from './nested-depth-of';

describe('nestedDepthOf', () => {
  it.each([
    [0, 1],
    [1, 2],
    [2, 3],
    [3, 3],
    [7, 3],
  ])('a reply under depth %d is drawn at depth %d', (parent, expected) => {
    expect(nestedDepthOf(parent)).toBe(expected);
  });
});
