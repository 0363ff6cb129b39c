import { forbiddenMessages } from '@ege/core/rules/roles';
import type { Profile } from '@ege/core/identity/user-schemas';
import { Button } from '@mantine/core';
import { IconLogin, IconShieldLock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PageNotice } from '../../../components/page-notice';
import { RoleGate } from '../../../components/role-gate';

const description = 'Сообщения об ошибках разбирают авторы заданий, модераторы и администраторы.';

/** The queue is the bank's care (the server's 'bankCare' rule): a student, a teacher or a guest sees why not. */
export function ReportsGate({ children }: { children: (user: Profile) => ReactNode }) {
  return (
    <RoleGate
      rule="bankCare"
      signedOut={
        <PageNotice icon={<IconShieldLock size={28} />} color="red" title={forbiddenMessages.bankCare} description={`${description} Войдите под своей учётной записью.`}>
          <Button component={Link} to="/login" leftSection={<IconLogin size={18} />}>
            Войти
          </Button>
        </PageNotice>
      }
      forbidden={(user) => <PageNotice icon={<IconShieldLock size={28} />} color="red" title={forbiddenMessages.bankCare} description={`${description} Ваша роль: ${user.role_label}.`} />}
    >
      {children}
    </RoleGate>
  );
}
