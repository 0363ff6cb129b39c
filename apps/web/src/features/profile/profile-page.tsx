import { Container, Stack, Title } from '@mantine/core';
import { Navigate } from '@tanstack/react-router';
import { SessionErrorNotice } from '../../components/session-error-notice';
import { useSession } from '../../lib/use-session';
import { HomeworkSection } from './homework-section';
import { LogoutEverywhere } from './logout-everywhere';
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
      {session.status === 'signed-in' && (
        <Stack gap="xl">
          <ProfileCard user={session.user} />
          <HomeworkSection userId={session.user.id} />
          <LogoutEverywhere />
        </Stack>
      )}
      {session.status === 'error' && <SessionErrorNotice message={session.message} retry={session.retry} retrying={session.retrying} />}
    </Container>
  );
}
