import { describe, expect, it } from 'vitest';
import { clampMultiplier } from './clamp-multiplier';
import { presetCounts } from './preset-counts';
import { similarCounts } from './similar-counts';
import { solvedCountsOf } from './solved-counts-of';
import { countTasks, emptyCounts, tasksByTypeOf, type TypeCounts } from '../../../lib/type-counts';

const counts = (values: Record<string, number>): TypeCounts => ({ ...emptyCounts(), ...values });

describe('preset multiplier', () => {
  it.each([
    [1, 1],
    [10, 10],
    [0, 1],
    [-5, 1],
    [11, 10],
    [250, 10],
    [3.4, 3],
    [3.6, 4],
    ['4', 4],
    ['', 1],
    [Number.NaN, 1],
    [null, 1],
  ])('clamps %j to %j', (value, expected) => {
    expect(clampMultiplier(value)).toBe(expected);
  });
});

describe('presets', () => {
  it.each([
    [1, 1, 27],
    [2, 2, 54],
    [10, 10, 270],
    [0, 1, 27],
    [15, 10, 270],
  ])("'Классический 27' at ×%i: %i of every type and block, %i tasks", (multiplier, each, total) => {
    const result = presetCounts('classic', multiplier, emptyCounts());
    expect(Object.values(result).every((count) => count === each)).toBe(true);
    expect(result['19-21']).toBe(each);
    expect(countTasks(result)).toBe(total);
  });

  it("'Пустой' is all zeros at any multiplier", () => {
    expect(presetCounts('empty', 7, counts({ '1': 4 }))).toEqual(emptyCounts());
  });

  it("'Подобные решал' goes through the weighting", () => {
    const solved = counts({ '1': 4, '2': 2 });
    expect(presetCounts('similar', 2, solved)).toEqual(similarCounts(solved, 2));
  });
});

describe("'Подобные решал' weighting", () => {
  it.each([
    ['nothing solved', {}, 5, {}],
    ['one type at ×1', { '8': 3 }, 1, { '8': 1 }],
    ['one type at ×4', { '8': 3 }, 4, { '8': 4 }],
    ['proportional to solved counts', { '1': 10, '2': 5, '3': 1 }, 4, { '1': 4, '2': 2, '3': 1 }],
    ['at least one for each solved type', { '1': 100, '27': 1 }, 3, { '1': 3, '27': 1 }],
    ['rounded to nearest', { '1': 6, '2': 5 }, 3, { '1': 3, '2': 3 }],
    ['the block like any type', { '5': 2, '19-21': 4 }, 2, { '5': 1, '19-21': 2 }],
    ['multiplier clamped to 10', { '4': 1 }, 50, { '4': 10 }],
    ['multiplier clamped to 1', { '4': 1, '6': 1 }, 0, { '4': 1, '6': 1 }],
  ])('%s', (_name, solved, multiplier, expected) => {
    expect(tasksByTypeOf(similarCounts(counts(solved), multiplier))).toEqual(expected);
  });
});

describe('solved counts from users.stats', () => {
  it.each([
    ['nothing', {}, {}],
    ['per type, repeats counted once', { '1': [10, 11, 11], '7': [3] }, { '1': 2, '7': 1 }],
    ['19, 20, 21 merged into the largest', { '19': [1, 4], '20': [2], '21': [3, 5, 6] }, { '19-21': 3 }],
    ['a block part alone', { '20': [2] }, { '19-21': 1 }],
    ['empty lists ignored', { '3': [], '4': [9] }, { '4': 1 }],
  ])('%s', (_name, solvedTasks, expected) => {
    expect(tasksByTypeOf(solvedCountsOf(solvedTasks))).toEqual(expected);
  });
});
