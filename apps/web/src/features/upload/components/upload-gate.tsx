import { forbiddenMessages } from '@ege/core/rules/roles';
import type { Profile } from '@ege/core/identity/user-schemas';
import { Button } from '@mantine/core';
import { IconLock, IconLogin } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PageNotice } from '../../../components/page-notice';
import { RoleGate } from '../../../components/role-gate';

/** Task upload needs a signed-in author or admin (SPEC §5, §6); the server refuses others with 403 too. */
export function UploadGate({ children }: { children: (user: Profile) => ReactNode }) {
  return (
    <RoleGate
      rule="authoring"
      signedOut={
        <PageNotice icon={<IconLogin size={28} />} title="Для загрузки задач необходимо войти в систему" description="Загружать задания могут авторы и администраторы.">
          <Button component={Link} to="/login" leftSection={<IconLogin size={18} />}>
            Войти
          </Button>
        </PageNotice>
      }
      forbidden={(user) => <PageNotice icon={<IconLock size={28} />} color="orange" title={forbiddenMessages.authoring} description={`Ваша роль: ${user.role_label}.`} />}
    >
      {children}
    </RoleGate>
  );
}
