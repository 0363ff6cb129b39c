import { useMutation } from '@tanstack/react-query';
import { startSession } from '../../../lib/session';
import { trpc } from '../../../lib/trpc';

/** Signing in: the session starts, then the caller goes on. */
export function useLogin({ onSignedIn, onError }: { onSignedIn: () => void; onError: (error: unknown) => void }) {
  return useMutation({
    ...trpc.users.login.mutationOptions(),
    onSuccess: (session) => {
      startSession(session);
      onSignedIn();
    },
    onError,
  });
}
