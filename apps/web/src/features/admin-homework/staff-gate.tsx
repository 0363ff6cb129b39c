import { roleAllows } from '@ege/core/rules/roles';
import type { Profile } from '@ege/core/users/user-schemas';
import { Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { AdminOnlyNotice } from '../../components/admin-only-notice';
import { SessionErrorNotice } from '../../components/session-error-notice';
import { SignInNotice } from '../../components/sign-in-notice';
import { useSession } from '../../lib/use-session';

/** Teachers and admins assign homework (the server's 'staff' rule); everyone else sees why not. */
export function StaffGate({ children }: { children: (user: Profile) => ReactNode }) {
  const session = useSession();
  if (session.status === 'loading') {
    return (
      <Center py="xl">
        <Loader aria-label="Загрузка" />
      </Center>
    );
  }
  if (session.status === 'signed-out') {
    return <SignInNotice title="Необходима авторизация" description="Выдавать домашние задания могут преподаватели и администраторы." />;
  }
  if (session.status === 'error') return <SessionErrorNotice message={session.message} retry={session.retry} retrying={session.retrying} />;
  if (!roleAllows('staff', session.user.role)) return <AdminOnlyNotice />;
  return children(session.user);
}
