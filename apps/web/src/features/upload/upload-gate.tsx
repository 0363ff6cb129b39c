import { forbiddenMessages, roleAllows } from '@ege/core/rules/roles';
import type { Profile } from '@ege/core/users/user-schemas';
import { Button, Center, Loader } from '@mantine/core';
import { IconLock, IconLogin } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PageNotice } from '../../components/page-notice';
import { SessionErrorNotice } from '../../components/session-error-notice';
import { useSession } from '../../lib/use-session';

/** Task upload needs a signed-in author or admin (SPEC §5, §6); the server refuses others with 403 too. */
export function UploadGate({ children }: { children: (user: Profile) => ReactNode }) {
  const session = useSession();
  if (session.status === 'loading') {
    return (
      <Center py="xl">
        <Loader aria-label="Загрузка" />
      </Center>
    );
  }
  if (session.status === 'signed-out') {
    return (
      <PageNotice icon={<IconLogin size={28} />} title="Для загрузки задач необходимо войти в систему" description="Загружать задания могут авторы и администраторы.">
        <Button component={Link} to="/login" leftSection={<IconLogin size={18} />}>
          Войти
        </Button>
      </PageNotice>
    );
  }
  if (session.status === 'error') return <SessionErrorNotice message={session.message} retry={session.retry} retrying={session.retrying} />;
  if (!roleAllows('authoring', session.user.role)) {
    return <PageNotice icon={<IconLock size={28} />} color="orange" title={forbiddenMessages.authoring} description={`Ваша роль: ${session.user.role_label}.`} />;
  }
  return children(session.user);
}
