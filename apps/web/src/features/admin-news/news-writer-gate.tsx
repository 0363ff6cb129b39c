import { newsWriterRule } from '@ege/core/news/news-writer-rule';
import type { ReactNode } from 'react';
import { AdminOnlyNotice } from '../../components/admin-only-notice';
import { RoleGate } from '../../components/role-gate';
import { SignInNotice } from '../../components/sign-in-notice';

const signedInOnlyText = 'Доступ только для авторизованных пользователей';

/**
 * SPEC §2 and §6: news management first needs a sign-in ('Доступ только для авторизованных
 * пользователей'), then the admin's role ('Доступ только для администратора'); the server checks both.
 */
export function NewsWriterGate({ children }: { children: ReactNode }) {
  return (
    <RoleGate
      rule={newsWriterRule}
      signedOut={<SignInNotice title={signedInOnlyText} description="Войдите под учётной записью администратора, чтобы управлять новостями." />}
      forbidden={() => <AdminOnlyNotice description="Писать, скрывать и удалять новости могут администраторы." />}
    >
      {() => children}
    </RoleGate>
  );
}
