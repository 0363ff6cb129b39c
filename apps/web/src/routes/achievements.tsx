import { Container, Title } from '@mantine/core';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { AchievementsPanel } from '../features/achievements/achievements-panel';
import { readAccessToken } from '../lib/access-token';
import { usePageTitle } from '../lib/use-page-title';

export const Route = createFileRoute('/achievements')({
  beforeLoad: () => {
    if (readAccessToken() === null) throw redirect({ to: '/login' });
  },
  component: AchievementsRoute,
});

function AchievementsRoute() {
  usePageTitle('Достижения');
  return (
    <Container size="lg" px={{ base: 'sm', sm: 'lg' }} py={{ base: 'md', sm: 'xl' }}>
      <Title order={1} fz={{ base: 26, sm: 32 }} mb="md">
        Достижения
      </Title>
      <AchievementsPanel />
    </Container>
  );
}
