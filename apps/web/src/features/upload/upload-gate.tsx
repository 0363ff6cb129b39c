import { forbiddenMessages, roleAllows } from '@ege/core/rules/roles';
import type { Profile } from '@ege/core/users/user-schemas';
import { Button, Center, EmptyState, Loader, Paper } from '@mantine/core';
import { IconAlertCircle, IconLock, IconLogin, IconRefresh } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useSession } from '../../lib/use-session';

function Notice({ icon, color, title, description, action }: { icon: ReactNode; color?: string; title: string; description: string; action?: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'lg', sm: 'xl' }}>
      <EmptyState variant="light" color={color} icon={icon} title={title} description={description} py="lg">
        {action && <EmptyState.Actions>{action}</EmptyState.Actions>}
      </EmptyState>
    </Paper>
  );
}

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
      <Notice
        icon={<IconLogin size={28} />}
        title="Для загрузки задач необходимо войти в систему"
        description="Загружать задания могут авторы и администраторы."
        action={
          <Button component={Link} to="/login" leftSection={<IconLogin size={18} />}>
            Войти
          </Button>
        }
      />
    );
  }
  if (session.status === 'error') {
    return (
      <Notice
        icon={<IconAlertCircle size={28} />}
        color="red"
        title="Ошибка загрузки профиля"
        description={session.message}
        action={
          <Button leftSection={<IconRefresh size={18} />} onClick={session.retry} loading={session.retrying}>
            Повторить
          </Button>
        }
      />
    );
  }
  if (!roleAllows('authoring', session.user.role)) {
    return <Notice icon={<IconLock size={28} />} color="orange" title={forbiddenMessages.authoring} description={`Ваша роль: ${session.user.role_label}.`} />;
  }
  return children(session.user);
}
