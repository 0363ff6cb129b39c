import { describe, expect, it } from 'vitest';
import { countKeys } from '../variants/variant-schemas';
import { stuckTypesOf, toClassCells, type CellRow } from './to-class-cells';

const cell = (user_id: number, type: string, first_tries: number, first_correct: number, avg: number | null = 10): CellRow => ({ user_id, type, first_tries, first_correct, avg_time_seconds: avg });

describe('toClassCells', () => {
  it('gives every count key in order, an untried one empty (success null, not 0), the time to a tenth', () => {
    const cells = toClassCells([cell(1, '19-21', 3, 1, 12.345), cell(1, '2', 2, 0)]);
    expect(cells.map((c) => c.type)).toEqual([...countKeys]);
    expect(cells[0]).toEqual({ type: '1', first_tries: 0, first_correct: 0, success: null, avg_time_seconds: null });
    expect(cells[1]).toEqual({ type: '2', first_tries: 2, first_correct: 0, success: 0, avg_time_seconds: 10 });
    expect(cells[18]).toEqual({ type: '19-21', first_tries: 3, first_correct: 1, success: 1 / 3, avg_time_seconds: 12.3 });
  });
});

describe('stuckTypesOf', () => {
  it('ranks by wrong first tries, then students, then exam order; none without a miss; five at most', () => {
    const rows = [cell(1, '7', 2, 2), cell(1, '9', 3, 0), cell(2, '8', 3, 0), cell(3, '8', 1, 0), cell(1, '2', 1, 0), cell(1, '1', 1, 0), cell(1, '27', 2, 1), cell(1, '26', 1, 0)];
    expect(stuckTypesOf(rows)).toEqual([
      { type: '8', wrong_first_tries: 4, students: 2 },
      { type: '9', wrong_first_tries: 3, students: 1 },
      { type: '1', wrong_first_tries: 1, students: 1 },
      { type: '2', wrong_first_tries: 1, students: 1 },
      { type: '26', wrong_first_tries: 1, students: 1 },
    ]);
    expect(stuckTypesOf([cell(1, '7', 2, 2)])).toEqual([]);
  });
});
