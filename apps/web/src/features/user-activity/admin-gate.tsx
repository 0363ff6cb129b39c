import { Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { AdminOnlyNotice } from '../../components/admin-only-notice';
import { SessionErrorNotice } from '../../components/session-error-notice';
import { SignInNotice } from '../../components/sign-in-notice';
import { useSession } from '../../lib/use-session';

/** The screen is the admin's (SPEC §6); the server refuses the calls of anyone else too. */
export function AdminGate({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.status === 'loading') {
    return (
      <Center py="xl">
        <Loader aria-label="Загрузка" />
      </Center>
    );
  }
  if (session.status === 'signed-out') return <SignInNotice title="Войдите, чтобы открыть активность пользователей" description="Раздел доступен администраторам." />;
  if (session.status === 'error') return <SessionErrorNotice message={session.message} retry={session.retry} retrying={session.retrying} />;
  if (session.user.role !== 'admin') return <AdminOnlyNotice />;
  return children;
}
