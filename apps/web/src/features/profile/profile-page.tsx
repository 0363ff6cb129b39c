import { Box, Button, Container, Group, Stack, Tabs, Title } from '@mantine/core';
import { IconTarget } from '@tabler/icons-react';
import { Link, Navigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ScrollBox } from '../../components/scroll-box';
import { SessionErrorNotice } from '../../components/session-error-notice';
import { usePageTitle } from '../../lib/use-page-title';
import { useSession } from '../../lib/use-session';
import { HomeworkSection } from './homework-section';
import { LogoutEverywhere } from './logout-everywhere';
import { ProfileCard } from './profile-card';
import { ProfileSkeleton } from './profile-skeleton';
import { profileTabs, type ProfileTab } from './profile-tabs';

/** What other features show on the profile; the route file brings them, features never import each other. */
export type ProfileSlots = {
  /** Beside the card on the Профиль tab. */
  pet?: ReactNode;
  carousel?: ReactNode;
  news?: ReactNode;
  stats?: ReactNode;
  achievements?: ReactNode;
  top?: ReactNode;
  /** The Квесты tab. */
  quests?: ReactNode;
  /** The Группы tab. */
  groups?: ReactNode;
};

type ProfilePageProps = {
  /** The assignment to select and show (from a notification or the header). */
  homeworkId?: number | undefined;
  tab: ProfileTab;
  onTabChange: (tab: ProfileTab) => void;
  slots: ProfileSlots;
};

export function ProfilePage({ homeworkId, tab, onTabChange, slots }: ProfilePageProps) {
  usePageTitle(tab === 'profile' ? 'Профиль' : `${profileTabs.find((t) => t.value === tab)!.label} — Профиль`);
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
      {session.status === 'error' && <SessionErrorNotice message={session.message} retry={session.retry} retrying={session.retrying} />}
      {session.status === 'signed-in' && (
        // Only the open tab is mounted: a tab's data loads when it is opened.
        <Tabs value={tab} onChange={(value) => value && onTabChange(value as ProfileTab)} keepMounted={false}>
          {/* On a phone Квесты and Группы are past the edge, which fades; the tabs take focus and the bar follows it. */}
          <Box mb="lg">
            <ScrollBox>
            <Tabs.List style={{ flexWrap: 'nowrap' }}>
              {profileTabs.map((t) => (
                <Tabs.Tab key={t.value} value={t.value} style={{ whiteSpace: 'nowrap' }}>
                  {t.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            </ScrollBox>
          </Box>
          <Tabs.Panel value="profile">
            <Stack gap="xl">
              <ProfileCard user={session.user} />
              {slots.pet}
              <HomeworkSection key={homeworkId ?? 'first'} userId={session.user.id} focusId={homeworkId} />
              {slots.carousel}
              {slots.news}
              <LogoutEverywhere />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="stats">{slots.stats}</Tabs.Panel>
          <Tabs.Panel value="achievements">{slots.achievements}</Tabs.Panel>
          <Tabs.Panel value="top">{slots.top}</Tabs.Panel>
          <Tabs.Panel value="quests">{slots.quests}</Tabs.Panel>
          <Tabs.Panel value="groups">{slots.groups}</Tabs.Panel>
        </Tabs>
      )}
    </Container>
  );
}
