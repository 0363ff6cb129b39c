import type { Profile } from '@ege/core/users/user-schemas';
import type { ReactNode } from 'react';
import { AdminOnlyNotice } from '../../components/admin-only-notice';
import { RoleGate } from '../../components/role-gate';
import { SignInNotice } from '../../components/sign-in-notice';

/** Teachers and admins assign homework (the server's 'staff' rule); everyone else sees why not. */
export function StaffGate({ children }: { children: (user: Profile) => ReactNode }) {
  return (
    <RoleGate
      rule="staff"
      signedOut={<SignInNotice title="Необходима авторизация" description="Выдавать домашние задания могут преподаватели и администраторы." />}
      forbidden={() => <AdminOnlyNotice />}
    >
      {children}
    </RoleGate>
  );
}
