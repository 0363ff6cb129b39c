import { Group, Text } from '@mantine/core';
import { IconCheck, IconCircleDashed, IconMinus, IconX } from '@tabler/icons-react';
import type { ResultTone } from '../lib/result-tone-of';

const toneIcons: Record<ResultTone, { icon: typeof IconCheck; color: string; label: string }> = {
  correct: { icon: IconCheck, color: 'var(--mantine-color-green-light-color)', label: 'верно' },
  partial: { icon: IconMinus, color: 'var(--mantine-color-yellow-light-color)', label: 'частично' },
  incorrect: { icon: IconX, color: 'var(--mantine-color-red-light-color)', label: 'неверно' },
  unanswered: { icon: IconCircleDashed, color: 'var(--mantine-color-dimmed)', label: 'нет ответа' },
};

/** A results table's points cell: the verdict's icon (named for a screen reader) and the points. */
export function ResultPoints({ tone, text }: { tone: ResultTone; text: string }) {
  const { icon: Icon, color, label } = toneIcons[tone];
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Icon size={16} color={color} aria-label={label} />
      <Text fw={600} span style={{ whiteSpace: 'nowrap' }}>
        {text}
      </Text>
    </Group>
  );
}
