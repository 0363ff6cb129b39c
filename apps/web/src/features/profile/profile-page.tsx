import { Button, Container, EmptyState, Paper, Title } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { Navigate } from '@tanstack/react-router';
import { useSession } from '../../lib/use-session';
import { ProfileCard } from './profile-card';
import { ProfileSkeleton } from './profile-skeleton';
import { usePageTitle } from '../../lib/use-page-title';

export function ProfilePage() {
  usePageTitle('Профиль');
  const session = useSession();
  if (session.status === 'signed-out') return <Navigate to="/login" replace />;

  return (
    <Container size="md" px={{ base: 'sm', sm: 'lg' }} py={{ base: 'md', sm: 'xl' }}>
      <Title order={1} fz={{ base: 26, sm: 32 }} mb="md">
        Профиль
      </Title>
      {session.status === 'loading' && <ProfileSkeleton />}
      {session.status === 'signed-in' && <ProfileCard user={session.user} />}
      {session.status === 'error' && (
        <Paper withBorder p="xl">
          <EmptyState
            variant="light"
            color="red"
            icon={<IconAlertCircle size={28} />}
            title="Ошибка загрузки профиля"
            description={session.message}
          >
            <EmptyState.Actions>
              <Button leftSection={<IconRefresh size={18} />} onClick={session.retry} loading={session.retrying}>
                Повторить
              </Button>
            </EmptyState.Actions>
          </EmptyState>
        </Paper>
      )}
    </Container>
  );
}
