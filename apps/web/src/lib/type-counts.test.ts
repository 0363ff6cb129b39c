import { describe, expect, it } from 'vitest';
import { clampCount, countLabelOf, countTasks, emptyCounts, hasAnyCount, sameCounts, tasksByTypeOf, type TypeCounts } from './type-counts';

const counts = (values: Record<string, number>): TypeCounts => ({ ...emptyCounts(), ...values });

describe('per-type counts', () => {
  it('has the 25 keys of the exam, all zero at first', () => {
    const empty = emptyCounts();
    expect(Object.keys(empty).sort()).toEqual([...Array.from({ length: 18 }, (_, i) => String(i + 1)), '19-21', '22', '23', '24', '25', '26', '27'].sort());
    expect(Object.values(empty).every((count) => count === 0)).toBe(true);
    expect(hasAnyCount(empty)).toBe(false);
  });

  it.each([
    [5, 5],
    [0, 0],
    [-3, 0],
    [101, 100],
    [100, 100],
    [2.7, 2],
    ['7', 7],
    ['', 0],
    ['abc', 0],
    [Number.NaN, 0],
    [undefined, 0],
  ])('clamps %j to %j', (value, expected) => {
    expect(clampCount(value)).toBe(expected);
  });

  it.each([
    [{}, 0],
    [{ '1': 2, '5': 1 }, 3],
    [{ '19-21': 1 }, 3],
    [{ '1': 1, '19-21': 2, '27': 1 }, 8],
    [Object.fromEntries(Object.keys(emptyCounts()).map((key) => [key, 1])), 27],
  ])('counts %j as %i tasks (a block is three)', (values, expected) => {
    expect(countTasks(counts(values))).toBe(expected);
  });

  it('sends only the types asked for', () => {
    expect(tasksByTypeOf(counts({ '3': 2, '19-21': 1 }))).toEqual({ '3': 2, '19-21': 1 });
    expect(tasksByTypeOf(emptyCounts())).toEqual({});
  });

  it('compares counts type by type', () => {
    expect(sameCounts(counts({ '3': 2 }), counts({ '3': 2 }))).toBe(true);
    expect(sameCounts(counts({ '3': 2 }), counts({ '3': 1 }))).toBe(false);
    expect(sameCounts(counts({ '19-21': 1 }), emptyCounts())).toBe(false);
  });

  it('labels a type and the block', () => {
    expect(countLabelOf('5')).toBe('Задание 5');
    expect(countLabelOf('19-21')).toBe('Задания 19-21');
  });
});
