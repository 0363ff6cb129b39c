import type { CoreDeps } from '../context/core-deps';
import { assertNotSealed } from '../exam/assert-not-sealed';
import type { AuthUser } from '../identity/auth-user';
import { checkTaskAnswer } from './check-task-answer';
import type { CheckAnswerInput, CheckResult } from '../tasks/bank/task-schemas';

/**
 * POST /tasks/check/: the trainer's check, which says right or wrong, so refused for a task of the
 * user's running rehearsal. The finishes (a variant's, the rehearsal's own) call checkTaskAnswer
 * themselves: a variant's finish is sealed as a whole, and the rehearsal's finish is what ends it.
 */
export async function checkTrainerAnswer(deps: CoreDeps, user: AuthUser, input: CheckAnswerInput): Promise<CheckResult> {
  await assertNotSealed(deps, user.id, [input.task_id]);
  return checkTaskAnswer(deps, user, input);
}
