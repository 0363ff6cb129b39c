import { Button, Container, Group, Stack, Title } from '@mantine/core';
import { IconTarget } from '@tabler/icons-react';
import { Link, Navigate } from '@tanstack/react-router';
import { SessionErrorNotice } from '../../components/session-error-notice';
import { useSession } from '../../lib/use-session';
import { HomeworkSection } from './homework-section';
import { LogoutEverywhere } from './logout-everywhere';
import { ProfileCard } from './profile-card';
import { ProfileSkeleton } from './profile-skeleton';
import { usePageTitle } from '../../lib/use-page-title';

/** `homeworkId`: the assignment to select and show (from a notification or the header). */
export function ProfilePage({ homeworkId }: { homeworkId?: number | undefined }) {
  usePageTitle('Профиль');
  const session = useSession();
  if (session.status === 'signed-out') return <Navigate to="/login" replace />;

  return (
    <Container size="md" px={{ base: 'sm', sm: 'lg' }} py={{ base: 'md', sm: 'xl' }}>
      <Group justify="space-between" align="center" gap="sm" mb="md">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          Профиль
        </Title>
        {/* The way in after registering: the profile is where sign-in and registration land. */}
        <Button component={Link} to="/trainer" size="md" leftSection={<IconTarget size={20} />}>
          Начать тренировку
        </Button>
      </Group>
      {session.status === 'loading' && <ProfileSkeleton />}
      {session.status === 'signed-in' && (
        <Stack gap="xl">
          <ProfileCard user={session.user} />
          <HomeworkSection key={homeworkId ?? 'first'} userId={session.user.id} focusId={homeworkId} />
          <LogoutEverywhere />
        </Stack>
      )}
      {session.status === 'error' && <SessionErrorNotice message={session.message} retry={session.retry} retrying={session.retrying} />}
    </Container>
  );
}
