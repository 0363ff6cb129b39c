import type { CoreDeps } from '../context/core-deps';
import { assertNotSealed } from '../exam/assert-not-sealed';
import type { AuthUser } from '../identity/auth-user';
import { checkTaskAnswer, overdueSeal } from './check-task-answer';
import type { CheckAnswerInput, CheckResult } from '../tasks/bank/task-schemas';

/**
 * POST /tasks/check/: the trainer's check, which says right or wrong, so refused for a task of the
 * user's running rehearsal. The finishes (a variant's, the rehearsal's own) call checkTaskAnswer
 * themselves: a variant's finish is sealed as a whole, and the rehearsal's finish is what ends it.
 */
export async function checkTrainerAnswer(deps: CoreDeps, user: AuthUser, input: CheckAnswerInput): Promise<CheckResult> {
  // The seal is read with the task (one round trip less on the hottest write, decision 079); a rehearsal
  // past its deadline is finished by time here first, as every refusing path does, and the check runs again.
  for (;;) {
    const checked = await checkTaskAnswer(deps, user, input, 'refuse');
    if (checked !== overdueSeal) return checked;
    await assertNotSealed(deps, user.id, [input.task_id]);
  }
}
