import { Group, Paper, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { formatCountdown, formatTimeLeft } from '../utils/format-countdown';

/** The last 15 minutes are shown in the warning colour. */
const warningSeconds = 15 * 60;

/** The station's clock: the time left, h:mm:ss. */
export function ExamCountdown({ secondsLeft }: { secondsLeft: number }) {
  const warning = secondsLeft <= warningSeconds;
  return (
    <Paper
      withBorder
      px="sm"
      py={6}
      radius="md"
      role="group"
      aria-label={`Осталось времени: ${formatTimeLeft(secondsLeft)}`}
      bg={warning ? 'var(--mantine-color-orange-light)' : undefined}
      style={warning ? { borderColor: 'var(--mantine-color-orange-light-color)' } : undefined}
      data-warning={warning || undefined}
    >
      <Group gap={6} wrap="nowrap">
        <IconClock size={18} color={warning ? 'var(--mantine-color-orange-light-color)' : 'var(--mantine-color-dimmed)'} aria-hidden />
        <Text fw={700} fz="lg" c={warning ? 'var(--mantine-color-orange-light-color)' : undefined} data-testid="exam-countdown" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatCountdown(secondsLeft)}
        </Text>
      </Group>
    </Paper>
  );
}
