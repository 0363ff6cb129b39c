/**
 * When a type counts as mastered (decision 033): enough solved tasks that it is not luck, and the
 * student is right now, not only once: most of the type's latest answers correct, whichever
 * attempt at a task each was. The 19–21 block is one type: its questions are its tasks.
 */
export const masteryRule = { minSolved: 5, recentAttempts: 10, minRecentCorrectPercent: 80 } as const;

export type TypeMasteryInput = {
  /** Distinct tasks of the type solved. */
  solved: number;
  /** How many of the type's latest answers were looked at: up to masteryRule.recentAttempts. */
  recentAttempts: number;
  /** How many of those were correct. */
  recentCorrect: number;
};

export function isTypeMastered({ solved, recentAttempts, recentCorrect }: TypeMasteryInput): boolean {
  if (solved < masteryRule.minSolved || recentAttempts === 0) return false;
  // In whole numbers: 8 of 10 must pass whatever floating point makes of 10 × 0.8.
  return recentCorrect * 100 >= recentAttempts * masteryRule.minRecentCorrectPercent;
}
