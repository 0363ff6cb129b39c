import type { CheckResult } from '@ege/core/tasks/bank/task-schemas';
import { useMutation } from '@tanstack/react-query';
import { addGuestAttempt, guestAttemptsOn } from '../../../lib/guest-attempts';
import type { CheckSent } from '../../../lib/use-check-task';
import { trpcClient } from '../../../lib/trpc';

type GuestCheckCallbacks = {
  onVerdict: (verdict: CheckResult, sent: CheckSent) => void;
  onError?: (error: unknown) => void;
};

/**
 * A guest's check (issue 26): the server gives the verdict only, the browser keeps the attempt for
 * the account the guest may register. The verdict reads as a check without experience, so the
 * answer panel shows it as it shows any other.
 */
export function useGuestCheckTask(task: { id: number; type: number }, { onVerdict, onError }: GuestCheckCallbacks) {
  return useMutation({
    mutationFn: async (sent: CheckSent): Promise<CheckResult> => {
      const verdict = await trpcClient.tasks.guestCheck.mutate(sent);
      const solvingTime = Number(sent.solving_time ?? 0);
      addGuestAttempt({
        task_id: task.id,
        task_type: task.type,
        user_answer: sent.user_answer,
        user_table_answer: sent.user_table_answer,
        solving_time: Number.isFinite(solvingTime) ? solvingTime : 0,
        correct: verdict.is_correct,
      });
      return { ...verdict, experience_gained: 0, level_up: false, level: 0, experience_points: 0, attempt_number: guestAttemptsOn(task.id), achievements_earned: [] };
    },
    onSuccess: onVerdict,
    onError,
  });
}
