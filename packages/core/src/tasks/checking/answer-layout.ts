export type AnswerLayout = { kind: 'field' } | { kind: 'table'; rows: number; cols: number };

export const firstTaskType = 1;
export const lastTaskType = 27;
export const maxTableSide = 20;

/**
 * Types answered in a table when the task sets no shape of its own, in the current exam's form; every
 * other type is one field. A task of an older form sets its own (27 as 1×2 until 2024: answer-parts.ts).
 */
export const defaultTableShapes: Readonly<Partial<Record<number, readonly [number, number]>>> = {
  17: [1, 2],
  18: [1, 2],
  20: [1, 2],
  25: [10, 2],
  26: [1, 2],
  27: [2, 2],
};

export function answerLayoutOf(type: number, tableShape?: readonly [number, number] | null): AnswerLayout {
  if (!Number.isInteger(type) || type < firstTaskType || type > lastTaskType) {
    throw new RangeError(`Task type must be ${firstTaskType}–${lastTaskType}, got ${type}`);
  }
  // The uploader may give any task a table, so its own shape beats the type's default.
  const shape = tableShape ?? defaultTableShapes[type];
  if (!shape) return { kind: 'field' };
  const [rows, cols] = shape;
  if (!isTableSide(rows) || !isTableSide(cols)) {
    throw new RangeError(`Table shape must be 1–${maxTableSide} by 1–${maxTableSide}, got ${rows}×${cols}`);
  }
  return { kind: 'table', rows, cols };
}

function isTableSide(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= maxTableSide;
}
