import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { endSession } from '../../../lib/session';
import { trpc } from '../../../lib/trpc';

/**
 * Ends every session of the user on the server, then forgets this one. Unlike the header's logout, a
 * failure keeps the user signed in here: the other devices would still be signed in, and the dialog says why.
 */
export function useLogoutEverywhere() {
  const navigate = useNavigate();
  return useMutation({
    ...trpc.users.logoutAll.mutationOptions(),
    onSuccess: (answer) => {
      endSession();
      notifications.show({ color: 'green', title: 'Готово', message: answer.detail });
      void navigate({ to: '/login' });
    },
  });
}
