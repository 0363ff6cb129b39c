import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { endSession } from '../../../lib/session';
import { trpc } from '../../../lib/trpc';

/** Revokes the refresh cookie on the server, then forgets the access token even if that call failed. */
export function useLogout(): { logout: () => void; pending: boolean } {
  const navigate = useNavigate();
  const mutation = useMutation({
    ...trpc.users.logout.mutationOptions(),
    onSettled: () => {
      endSession();
      void navigate({ to: '/login' });
    },
  });
  return { logout: () => mutation.mutate(), pending: mutation.isPending };
}
