import { describe, expect, it } from 'vitest';
import { countsFromTasks } from './counts-from-tasks';
import { tasksByTypeOf } from '../../../lib/type-counts';

const tasks = (...types: number[]) => types.map((type, index) => ({ id: index + 1, type }));

describe('counts of a variant being edited', () => {
  it.each([
    ['no tasks', tasks(), {}],
    ['one of a type', tasks(1), { '1': 1 }],
    ['repeats of a type', tasks(5, 5, 5, 27), { '5': 3, '27': 1 }],
    ['a block as one 19-21', tasks(19, 20, 21), { '19-21': 1 }],
    ['two blocks among others', tasks(2, 19, 20, 21, 19, 20, 21, 22), { '2': 1, '19-21': 2, '22': 1 }],
    ['a whole exam', tasks(...Array.from({ length: 27 }, (_, i) => i + 1)), Object.fromEntries([...Array.from({ length: 18 }, (_, i) => [String(i + 1), 1]), ['19-21', 1], ...Array.from({ length: 6 }, (_, i) => [String(i + 22), 1])])],
    ['types outside 1-27 left out', tasks(0, 28, 3), { '3': 1 }],
  ])('%s', (_name, input, expected) => {
    expect(tasksByTypeOf(countsFromTasks(input))).toEqual(expected);
  });
});
