/** Most points a task of each type gives in the exam (EXAM.md); a new exam year edits this table. */
export const maxPointsByType: Readonly<Record<number, number>> = {
  1: 1, 2: 1, 3: 1, 4: 1, 5: 1, 6: 1, 7: 1, 8: 1, 9: 1, 10: 1,
  11: 1, 12: 1, 13: 1, 14: 1, 15: 1, 16: 1, 17: 1, 18: 1, 19: 1, 20: 1,
  21: 1, 22: 1, 23: 1, 24: 1, 25: 1, 26: 2, 27: 2,
};

export function maxPointsOf(type: number): number {
  const points = maxPointsByType[type];
  if (points === undefined) throw new RangeError(`No exam points for task type ${type}`);
  return points;
}

export type PartsOutcome = {
  is_correct: boolean;
  /** One flag per part for the two-part types 26 and 27, null for the others. */
  solved_parts: readonly boolean[] | null;
  /** Task 26 only: both numbers right but in each other's place. */
  swapped?: boolean;
};

/**
 * Points for one checked answer. Partial credit follows how trainers grade it (EXAM.md): task 26
 * gives 1 for one number right or for the two swapped, task 27 gives 1 per file whose answer is right
 * (a number in the 1×2 form of 2021–2024, a pair in the 2×2 form since 2025; see answer-parts.ts).
 */
export function examPointsOf(type: number, outcome: PartsOutcome): number {
  const max = maxPointsOf(type);
  if (outcome.is_correct) return max;
  const solved = (outcome.solved_parts ?? []).filter(Boolean).length;
  if (type === 26) return solved > 0 || outcome.swapped ? 1 : 0;
  if (type === 27) return Math.min(solved, max);
  return 0;
}
