import { Badge } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { Verdict } from '../utils/variant-answers';

/** 'Верно' or 'Неверно' beside an answer (SPEC §2: inline results). */
export function VerdictBadge({ verdict }: { verdict: Verdict }) {
  const correct = verdict === 'correct';
  return (
    <Badge
      role="status"
      size="lg"
      variant="light"
      color={correct ? 'green' : 'red'}
      tt="none"
      leftSection={correct ? <IconCheck size={16} /> : <IconX size={16} />}
    >
      {correct ? 'Верно' : 'Неверно'}
    </Badge>
  );
}
