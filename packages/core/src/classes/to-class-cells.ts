import { countKeys } from '../variants/variant-schemas';
import type { ClassCell } from './class-schemas';

export type CellRow = { user_id: number; type: string; first_tries: number; first_correct: number; avg_time_seconds: number | null };
export type StuckType = { type: string; wrong_first_tries: number; students: number };

const emptyCell = (type: string): ClassCell => ({ type, first_tries: 0, first_correct: 0, success: null, avg_time_seconds: null });

/** A student's cells in the order of countKeys: an empty cell (success null) where he tried nothing. */
export function toClassCells(rows: readonly CellRow[]): ClassCell[] {
  const byType = new Map(rows.map((row) => [row.type, row]));
  return countKeys.map((type) => {
    const row = byType.get(type);
    if (!row || row.first_tries === 0) return emptyCell(type);
    const avg = row.avg_time_seconds === null ? null : Math.round(row.avg_time_seconds * 10) / 10;
    return { type, first_tries: row.first_tries, first_correct: row.first_correct, success: row.first_correct / row.first_tries, avg_time_seconds: avg };
  });
}

/** The types with the most wrong first tries (then the most students, then the exam order); at most `limit`. */
export function stuckTypesOf(rows: readonly CellRow[], limit = 5): StuckType[] {
  const byType = new Map<string, StuckType>();
  for (const row of rows) {
    const wrong = row.first_tries - row.first_correct;
    if (wrong <= 0) continue;
    const stuck = byType.get(row.type) ?? { type: row.type, wrong_first_tries: 0, students: 0 };
    byType.set(row.type, { type: row.type, wrong_first_tries: stuck.wrong_first_tries + wrong, students: stuck.students + 1 });
  }
  const order = (type: string) => (countKeys as readonly string[]).indexOf(type);
  return [...byType.values()]
    .sort((a, b) => b.wrong_first_tries - a.wrong_first_tries || b.students - a.students || order(a.type) - order(b.type))
    .slice(0, limit);
}
