import { Badge } from '@mantine/core';
import { IconCheck, IconCircleDashed, IconMinus, IconX } from '@tabler/icons-react';
import type { ResultTone } from '../../../lib/result-tone-of';

const looks: Record<ResultTone, { label: string; color: string; icon: typeof IconCheck }> = {
  correct: { label: 'Верно', color: 'green', icon: IconCheck },
  partial: { label: 'Частично', color: 'yellow', icon: IconMinus },
  incorrect: { label: 'Неверно', color: 'red', icon: IconX },
  unanswered: { label: 'Нет ответа', color: 'gray', icon: IconCircleDashed },
};

/** A finished task's verdict as the results gave it; a task left blank is calm grey. */
export function ResultVerdictBadge({ tone }: { tone: ResultTone }) {
  const { label, color, icon: Icon } = looks[tone];
  return (
    <Badge size="lg" variant="light" color={color} tt="none" leftSection={<Icon size={16} />} data-tone={tone}>
      {label}
    </Badge>
  );
}
