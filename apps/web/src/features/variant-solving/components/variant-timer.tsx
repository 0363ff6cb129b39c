import { Group, Paper, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { formatElapsed } from '../../../lib/format-elapsed';

/** The variant's running time, mm:ss and h:mm:ss past an hour. */
export function VariantTimer({ seconds }: { seconds: number }) {
  return (
    <Paper withBorder px="sm" py={6} radius="md" role="group" aria-label="Время">
      <Group gap={6} wrap="nowrap">
        <IconClock size={18} color="var(--mantine-color-dimmed)" aria-hidden />
        <Text fw={700} fz="lg" role="timer" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatElapsed(seconds)}
        </Text>
      </Group>
    </Paper>
  );
}
