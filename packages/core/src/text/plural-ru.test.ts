import { describe, expect, it } from 'vitest';
import { countRu, pluralRu, taskForms } from './plural-ru';

const forms = ['день', 'дня', 'дней'] as const;

/** The school rule, written out independently of Intl: the last two digits decide. */
function byLastDigits(count: number): string {
  const lastTwo = Math.abs(count) % 100;
  const last = lastTwo % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return forms[2];
  if (last === 1) return forms[0];
  if (last >= 2 && last <= 4) return forms[1];
  return forms[2];
}

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
    [1_000_001, 'день'],
    [-1, 'день'],
    [-22, 'дня'],
  ])('%d → %s', (count, expected) => {
    expect(pluralRu(count, forms)).toBe(expected);
  });

  it('agrees with the last-digits rule for every whole number 0..10000', () => {
    const wrong: number[] = [];
    for (let count = 0; count <= 10_000; count += 1) if (pluralRu(count, forms) !== byLastDigits(count)) wrong.push(count);
    expect(wrong).toEqual([]);
  });

  it('gives a fraction the genitive singular (the few form): 2,5 дня, 0,5 дня, 1,5 дня, 11,5 дня', () => {
    for (const count of [0.5, 1.5, 2.5, 5.5, 11.5, 21.1, 100.25]) expect(pluralRu(count, forms)).toBe('дня');
    // A whole number written as a float is whole.
    expect(pluralRu(1.0, forms)).toBe('день');
    expect(pluralRu(5.0, forms)).toBe('дней');
  });

  it('gives many to a value that is no count', () => {
    expect(pluralRu(Number.NaN, forms)).toBe('дней');
    expect(pluralRu(Number.POSITIVE_INFINITY, forms)).toBe('дней');
  });
});

describe('countRu', () => {
  it('writes the number and its noun, a fraction with a decimal comma', () => {
    expect(countRu(21, taskForms)).toBe('21 задание');
    expect(countRu(44, taskForms)).toBe('44 задания');
    expect(countRu(111, taskForms)).toBe('111 заданий');
    expect(countRu(2.5, taskForms)).toBe('2,5 задания');
  });
});
