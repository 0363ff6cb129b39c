import type { ReactNode } from 'react';
import { AdminOnlyNotice } from '../../components/admin-only-notice';
import { RoleGate } from '../../components/role-gate';

/** The screen is the admin's (SPEC §6); the server refuses the calls of anyone else too. */
export function AdminGate({ children }: { children: ReactNode }) {
  return (
    <RoleGate
      rule="admin"
      signedOut={<AdminOnlyNotice description="Активность пользователей видят администраторы: войдите под своей учётной записью." signIn />}
      forbidden={() => <AdminOnlyNotice />}
    >
      {() => children}
    </RoleGate>
  );
}
