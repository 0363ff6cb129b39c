import type { Profile } from '@ege/core/identity/user-schemas';
import type { ReactNode } from 'react';
import { AdminOnlyNotice } from '../../../components/admin-only-notice';
import { RoleGate } from '../../../components/role-gate';

/** Teachers and admins assign homework (the server's 'staff' rule); everyone else, guests too, sees SPEC §2's refusal. */
export function StaffGate({ children }: { children: (user: Profile) => ReactNode }) {
  return (
    <RoleGate
      rule="staff"
      signedOut={<AdminOnlyNotice description="Выдавать домашние задания могут преподаватели и администраторы: войдите под своей учётной записью." signIn />}
      forbidden={() => <AdminOnlyNotice />}
    >
      {children}
    </RoleGate>
  );
}
