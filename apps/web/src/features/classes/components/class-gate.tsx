import { forbiddenMessages } from '@ege/core/rules/roles';
import type { Profile } from '@ege/core/identity/user-schemas';
import { Button } from '@mantine/core';
import { IconLogin, IconShieldLock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PageNotice } from '../../../components/page-notice';
import { RoleGate } from '../../../components/role-gate';

const description = 'Классы и их отчёты видят преподаватели и администраторы.';

/** Classes are the staff's (the server's 'staff' rule): a student or a guest sees why not, and no class. */
export function ClassGate({ children }: { children: (user: Profile) => ReactNode }) {
  return (
    <RoleGate
      rule="staff"
      signedOut={
        <PageNotice icon={<IconShieldLock size={28} />} color="red" title={forbiddenMessages.staff} description={`${description} Войдите под своей учётной записью.`}>
          <Button component={Link} to="/login" leftSection={<IconLogin size={18} />}>
            Войти
          </Button>
        </PageNotice>
      }
      forbidden={(user) => <PageNotice icon={<IconShieldLock size={28} />} color="red" title={forbiddenMessages.staff} description={`${description} Ваша роль: ${user.role_label}.`} />}
    >
      {children}
    </RoleGate>
  );
}
