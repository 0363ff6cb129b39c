import type { Streak } from '@ege/core/streaks/streak-of';
import { pluralRu } from '@ege/core/text/plural-ru';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconFlame, IconSnowflake } from '@tabler/icons-react';

const days = (n: number) => `${n} ${pluralRu(n, ['день', 'дня', 'дней'])}`;

function formatDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('ru-RU', {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
}

/** The daily streak: its days, today's multiplier (x1.2 … x2.0) and the freeze that covers one missed day in 7 (decision 038). */
export function StreakCard({ streak }: { streak: Streak }) {
  return (
    <Paper withBorder p="md" component="section" aria-label="Серия ежедневных квестов">
      <Stack gap={6}>
        <Group gap="sm" justify="space-between" wrap="wrap">
          <Group gap={6} wrap="nowrap">
            <IconFlame size={22} color="var(--mantine-color-orange-filled)" aria-hidden="true" />
            <Text fw={700}>Серия: {days(streak.current)}</Text>
          </Group>
          <Badge size="lg" color="orange" variant="light" tt="none" aria-label={`Множитель опыта: x${streak.multiplier.toFixed(1)}`}>
            x{streak.multiplier.toFixed(1)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {streak.completed_today ? 'Сегодняшний квест выполнен.' : 'Выполните квест сегодня, чтобы продлить серию.'} Лучшая серия: {days(streak.best)}.
        </Text>
        <Group gap={6} wrap="nowrap">
          <IconSnowflake size={18} color="var(--mantine-color-cyan-filled)" aria-hidden="true" />
          <Text size="sm">
            {streak.freeze_available
              ? 'Заморозка серии есть: один пропущенный день она прикроет сама.'
              : `Заморозка серии — через ${days(streak.days_to_freeze)} с выполненным квестом.`}
          </Text>
        </Group>
        {streak.frozen_days.length > 0 && <Text size="sm">Прикрыто заморозкой: {streak.frozen_days.map(formatDay).join(', ')}.</Text>}
      </Stack>
    </Paper>
  );
}
