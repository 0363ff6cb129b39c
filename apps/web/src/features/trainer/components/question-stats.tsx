import { Group, Text } from '@mantine/core';
import { formatSeconds } from '../utils/format-seconds';

type QuestionStatsProps = { seconds: number; averageTime: string; averageAttempts: string };

/** A block question's own timer and averages, in one line under its title. */
export function QuestionStats({ seconds, averageTime, averageAttempts }: QuestionStatsProps) {
  const items = [
    { label: 'Время решения', value: formatSeconds(seconds), timer: true },
    { label: 'Среднее время', value: averageTime, timer: false },
    { label: 'Среднее число попыток', value: averageAttempts, timer: false },
  ];
  return (
    <Group gap="lg" wrap="wrap" style={{ rowGap: 4 }}>
      {items.map((item) => (
        <Text key={item.label} size="sm" c="dimmed" role="group" aria-label={item.label}>
          {item.label}:{' '}
          <Text span fw={700} c="var(--mantine-color-text)" style={{ fontVariantNumeric: 'tabular-nums' }} role={item.timer ? 'timer' : undefined}>
            {item.value}
          </Text>
        </Text>
      ))}
    </Group>
  );
}
