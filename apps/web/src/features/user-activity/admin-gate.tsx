import type { ReactNode } from 'react';
import { AdminOnlyNotice } from '../../components/admin-only-notice';
import { RoleGate } from '../../components/role-gate';
import { SignInNotice } from '../../components/sign-in-notice';

/** The screen is the admin's (SPEC §6); the server refuses the calls of anyone else too. */
export function AdminGate({ children }: { children: ReactNode }) {
  return (
    <RoleGate
      rule="admin"
      signedOut={<SignInNotice title="Войдите, чтобы открыть активность пользователей" description="Раздел доступен администраторам." />}
      forbidden={() => <AdminOnlyNotice />}
    >
      {() => children}
    </RoleGate>
  );
}
