import type { EarnedAchievement } from '../achievements/achievement-schemas';
import type { CoreDeps } from '../context/core-deps';
import { AppError } from '../errors/app-error';
import type { AuthUser } from '../identity/auth-user';
import type { ClaimGuestAttemptsInput, ClaimGuestAttemptsResult } from '../tasks/bank/task-schemas';
import { checkTrainerAnswer } from './check-trainer-answer';

export const guestAttemptsTakenMessage = 'Попытки гостя уже перенесены в этот аккаунт';

/**
 * POST /tasks/guest-attempts/ (issue 26): what a guest tried in this browser becomes the account's,
 * once. The claim is marked first, in one statement, so a replayed or concurrent claim takes nothing;
 * then each attempt is checked again as the account's own answer, so the ledger's rules hold (one
 * solve and its experience per task, none for a revealed or sealed task) whatever the browser sends.
 */
export async function claimGuestAttempts(deps: CoreDeps, user: AuthUser, input: ClaimGuestAttemptsInput): Promise<ClaimGuestAttemptsResult> {
  const claimed = await deps.db('users').where({ id: user.id }).whereNull('guest_attempts_claimed_at').update({ guest_attempts_claimed_at: deps.clock.now() });
  if (claimed === 0) throw new AppError('CONFLICT', guestAttemptsTakenMessage);
  const result: ClaimGuestAttemptsResult = { taken: 0, solved: 0, experience_gained: 0, experience_points: user.experience_points, achievements_earned: [] };
  const earned = new Map<string, EarnedAchievement>();
  for (const attempt of input.attempts) {
    try {
      const checked = await checkTrainerAnswer(deps, user, attempt);
      result.taken += 1;
      if (checked.experience_gained > 0) result.solved += 1;
      result.experience_gained += checked.experience_gained;
      result.experience_points = checked.experience_points;
      for (const achievement of checked.achievements_earned) earned.set(achievement.id, achievement);
    } catch (error) {
      // A task deleted since, an empty answer, a task of a running rehearsal: that attempt stays behind.
      if (!(error instanceof AppError) || !['NOT_FOUND', 'BAD_REQUEST', 'FORBIDDEN', 'CONFLICT'].includes(error.code)) throw error;
    }
  }
  result.achievements_earned = [...earned.values()];
  return result;
}
