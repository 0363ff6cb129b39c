import { describe, expect, it } from 'vitest';
import { pluralRu } from './plural-ru';

const forms = ['день', 'дня', 'дней'] as const;

describe('pluralRu', () => {
  it.each([
    [0, 'дней'],
    [1, 'день'],
    [2, 'дня'],
    [4, 'дня'],
    [5, 'дней'],
    [11, 'дней'],
    [12, 'дней'],
    [14, 'дней'],
    [21, 'день'],
    [22, 'дня'],
    [101, 'день'],
    [111, 'дней'],
    [112, 'дней'],
    [1004, 'дня'],
  ])('%d → %s', (count, expected) => {
    expect(pluralRu(count, forms)).toBe(expected);
  });
});
