import { useMutation } from '@tanstack/react-query';
import { startSession } from '../../../lib/session';
import { trpc } from '../../../lib/trpc';

/** Registration: the new account is signed in at once, then the caller goes on. */
export function useRegister({ onSignedIn, onError }: { onSignedIn: () => void; onError: (error: unknown) => void }) {
  return useMutation({
    ...trpc.users.register.mutationOptions(),
    onSuccess: (session) => {
      startSession(session);
      onSignedIn();
    },
    onError,
  });
}
