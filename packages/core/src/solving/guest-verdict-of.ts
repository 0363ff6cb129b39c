import type { AnswerVerdict } from '../tasks/checking/check-answer';
import type { GuestCheckResult } from '../tasks/bank/task-schemas';
import { wrongAnswerMessage } from './check-task-answer';

/** What a guest is told of a verdict: right or wrong, the parts and points, nothing of the key. */
export function guestVerdictOf(verdict: AnswerVerdict): GuestCheckResult {
  return {
    is_correct: verdict.is_correct,
    solved_parts: verdict.solved_parts,
    feedback_parts: verdict.feedback_parts,
    points: verdict.points,
    max_points: verdict.max_points,
    error: verdict.is_correct ? null : wrongAnswerMessage,
  };
}
