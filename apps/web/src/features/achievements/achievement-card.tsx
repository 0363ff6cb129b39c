import type { Achievement } from '@ege/core/achievements/achievement-schemas';
import { Badge, Group, Paper, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { useId } from 'react';
import { formatIssuedDate } from '../../lib/format-issued-date';
import { AchievementIcon } from './achievement-icon';

/**
 * One achievement: icon, points, title, description; earned ones in colour with their date, the
 * others grey with a bar towards the target when there is more than one step. The text keeps its
 * contrast either way (no opacity): the icon, the border and the badge tell earned from not.
 */
export function AchievementCard({ achievement }: { achievement: Achievement }) {
  const titleId = useId();
  const { earned, progress, target } = achievement;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      h="100%"
      component="article"
      aria-labelledby={titleId}
      style={earned ? { borderColor: 'var(--mantine-color-yellow-filled)' } : undefined}
    >
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <ThemeIcon size={44} radius="xl" variant={earned ? 'filled' : 'light'} color={earned ? 'yellow' : 'gray'} autoContrast style={{ flexShrink: 0 }}>
          <AchievementIcon name={achievement.icon} size={26} />
        </ThemeIcon>
        <Stack gap={4} style={{ flexGrow: 1, minWidth: 0 }}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Text fw={700} id={titleId} style={{ overflowWrap: 'anywhere' }}>
              {achievement.title}
            </Text>
            <Badge variant="light" color={earned ? 'yellow' : 'gray'} style={{ flexShrink: 0 }}>
              {achievement.points} очк.
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {achievement.description}
          </Text>
          {earned && achievement.date_earned && (
            <Text size="xs" c="dimmed">
              Получено <time dateTime={achievement.date_earned}>{formatIssuedDate(achievement.date_earned)}</time>
            </Text>
          )}
          {!earned && target > 1 && (
            <Group gap="xs" wrap="nowrap">
              <Progress value={(progress / target) * 100} size="sm" color="yellow" style={{ flexGrow: 1 }} aria-label={`${achievement.title}: ${progress} из ${target}`} />
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {progress} из {target}
              </Text>
            </Group>
          )}
          {!earned && target === 1 && (
            <Text size="xs" c="dimmed">
              Ещё не получено
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
