import { describe, expect, it } from 'vitest';
import { clampCount, countTasks, emptyCounts, tasksByTypeOf } from '../../../lib/type-counts';
import { countKeyOf, maxHomeworkCount, perStudentTotalText, startingHomeworkCounts, withSolvedTypes } from './homework-counts';

const clampHomeworkCount = (value: unknown) => clampCount(value, maxHomeworkCount);

describe('homework counts', () => {
  it('clamps a count to a whole 0–99', () => {
    expect(clampHomeworkCount(120)).toBe(99);
    expect(clampHomeworkCount(-3)).toBe(0);
    expect(clampHomeworkCount(4.7)).toBe(4);
    expect(clampHomeworkCount('12')).toBe(12);
    expect(clampHomeworkCount('')).toBe(0);
    expect(clampHomeworkCount('абв')).toBe(0);
  });

  it('merges 19, 20 and 21 into the block key', () => {
    expect([18, 19, 20, 21, 22].map(countKeyOf)).toEqual(['18', '19-21', '19-21', '19-21', '22']);
  });

  it('starts from nothing: no type is asked for until the teacher chooses it', () => {
    const counts = startingHomeworkCounts();
    expect(Object.keys(counts)).toHaveLength(25);
    expect(tasksByTypeOf(counts)).toEqual({});
  });

  it('sends exactly the types chosen: 5 and 17 are two tasks, no type 1 beside them', () => {
    const chosen = { ...startingHomeworkCounts(), '5': 1, '17': 1 };
    expect(tasksByTypeOf(chosen)).toEqual({ '5': 1, '17': 1 });
    expect(countTasks(chosen)).toBe(2);
    expect(perStudentTotalText(chosen)).toBe('Всего задач каждому ученику: 2');
  });

  it('adds one task of each type solved before, the block once, and keeps what was chosen', () => {
    const chosen = { ...startingHomeworkCounts(), '2': 3, '7': 2 };
    const counts = withSolvedTypes(chosen, [2, 20, 21, 27]);
    expect(tasksByTypeOf(counts)).toEqual({ '2': 3, '7': 2, '19-21': 1, '27': 1 });
    expect(withSolvedTypes(chosen, [])).toEqual(chosen);
    expect(tasksByTypeOf(withSolvedTypes(emptyCounts(), [5]))).toEqual({ '5': 1 });
  });

  it('counts a 19-21 block as its three tasks in the total per student', () => {
    expect(perStudentTotalText(startingHomeworkCounts())).toBe('Пока не выбрано ни одной задачи.');
    expect(perStudentTotalText({ ...emptyCounts(), '5': 1, '19-21': 1 })).toBe('Всего задач каждому ученику: 4 (из них 3 задачи в 1 блоке 19-21)');
    expect(perStudentTotalText({ ...emptyCounts(), '19-21': 2 })).toBe('Всего задач каждому ученику: 6 (из них 6 задач в 2 блоках 19-21)');
  });
});
