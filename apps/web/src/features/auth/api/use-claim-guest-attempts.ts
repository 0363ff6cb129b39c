import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { clearGuestAttempts, readGuestAttempts } from '../../../lib/guest-attempts';
import { describeError } from '../../../lib/describe-error';
import { invalidateAfterSolve } from '../../../lib/invalidate-after-solve';
import { queryClient } from '../../../lib/query-client';
import { trpcClient } from '../../../lib/trpc';

/**
 * After registration, what the guest tried in this browser becomes the new account's (issue 26): the
 * server checks each attempt again and takes them once. Kept in the browser only while the server
 * has not answered: a refusal because they were already taken forgets them too.
 */
export function useClaimGuestAttempts() {
  const mutation = useMutation({
    mutationFn: () => trpcClient.tasks.claimGuestAttempts.mutate({ attempts: readGuestAttempts().map(({ correct: _correct, ...attempt }) => attempt) }),
    onSuccess: (claimed) => {
      clearGuestAttempts();
      void invalidateAfterSolve(queryClient);
      if (claimed.taken === 0) return;
      notifications.show({
        color: 'green',
        title: 'Попытки перенесены в аккаунт',
        message: claimed.solved > 0 ? `Решено заданий: ${claimed.solved}, опыт +${claimed.experience_gained}` : `Попыток: ${claimed.taken}`,
      });
    },
    onError: (error) => {
      if (describeError(error).status === 409) clearGuestAttempts();
    },
  });
  /** Settles once the server answered (or at once with nothing kept), so the next page reads the account as it now is. */
  return { claim: async () => (readGuestAttempts().length > 0 ? void (await mutation.mutateAsync().catch(() => undefined)) : undefined) };
}
