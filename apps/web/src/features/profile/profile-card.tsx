import { experiencePerLevel } from '@ege/core/rules/level';
import type { Profile } from '@ege/core/identity/user-schemas';
import { Badge, Group, Paper, Progress, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendar, IconSparkles, IconTrophy } from '@tabler/icons-react';
import classes from './profile-card.module.css';
import type { ReactNode } from 'react';
import { AvatarUpload } from './avatar-upload';

const numberFormat = new Intl.NumberFormat('ru-RU');

function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('ru-RU', { day: 'numeric', month: 'long', year: 'numeric' });
}

function StatCard({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <Paper withBorder p="md">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon size={40} radius="md" variant="light">
          {icon}
        </ThemeIcon>
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {label}
          </Text>
          <Text fw={700} size="lg">
            {value}
          </Text>
        </div>
      </Group>
    </Paper>
  );
}

export function ProfileCard({ user }: { user: Profile }) {
  const toNextLevel = experiencePerLevel - user.level_progress;
  return (
    <Stack gap="md">
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <Group gap="xl" align="center" wrap="wrap" justify="center">
          <AvatarUpload user={user} />
          <Stack gap={6} className={classes.identity}>
            <Title order={2} fz={{ base: 24, sm: 28 }} className={classes.wrap}>
              {user.username}
            </Title>
            <Text c="dimmed" size="sm" className={classes.wrap}>
              {user.email}
            </Text>
            <div>
              <Badge variant="light" size="lg" radius="sm" tt="none">
                {user.role_label}
              </Badge>
            </div>
          </Stack>
        </Group>
      </Paper>

      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="sm">
          <Group justify="space-between" align="center" wrap="wrap" gap="xs">
            <Group gap="xs" wrap="nowrap">
              <ThemeIcon size={32} radius="md" variant="light" color="yellow">
                <IconTrophy size={18} />
              </ThemeIcon>
              <Title order={3} fz="xl">
                Уровень {user.level}
              </Title>
            </Group>
            <Text size="sm" c="dimmed">
              {user.level_progress} / {experiencePerLevel} опыта
            </Text>
          </Group>
          <Progress
            value={user.level_progress}
            size="xl"
            radius="xl"
            aria-label={`Прогресс уровня: ${user.level_progress} из ${experiencePerLevel}`}
          />
          <Text size="sm" c="dimmed">
            До уровня {user.level + 1}: {toNextLevel} опыта
          </Text>
        </Stack>
      </Paper>

      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <StatCard icon={<IconSparkles size={22} />} label="Опыт" value={numberFormat.format(user.experience_points)} />
        <StatCard icon={<IconCalendar size={22} />} label="Дата регистрации" value={formatDate(user.created_at)} />
      </SimpleGrid>
    </Stack>
  );
}
