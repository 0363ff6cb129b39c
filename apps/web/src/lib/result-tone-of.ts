export type ResultTone = 'correct' | 'partial' | 'incorrect' | 'unanswered';

/**
 * Green for a right answer, red for a wrong one, yellow when 26 or 27 earned part of its points;
 * a task left without an answer is calm, not a wall of red.
 */
export function resultToneOf(item: { is_correct: boolean; points: number; user_answer: string }): ResultTone {
  if (item.is_correct) return 'correct';
  if (item.points > 0) return 'partial';
  return item.user_answer.trim() === '' ? 'unanswered' : 'incorrect';
}
