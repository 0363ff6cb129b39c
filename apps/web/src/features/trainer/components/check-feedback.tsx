import { speedRatingOf } from '@ege/core/statistics/speed-rating-of';
import type { CheckResult } from '@ege/core/tasks/bank/task-schemas';
import { Alert, Badge, Group, List, Stack, Text } from '@mantine/core';
import { IconCheck, IconCircleCheck, IconCircleX, IconX } from '@tabler/icons-react';
import { speedRatingColors } from '../../../lib/speed-rating-color';
import { formatSeconds } from '../utils/format-seconds';
import { TheoryLink } from './theory-link';

/** The verdict of the last check: 'Верно!' or the server's error, parts of 26/27, experience, speed; the theory after a wrong one. */
type CheckFeedbackProps = {
  type: number;
  result: CheckResult;
  solvedIn: number | null;
  /** A guest's verdict: experience comes with the account, which takes this attempt (issue 26). */
  guest?: boolean;
};

export function CheckFeedback({ type, result, solvedIn, guest = false }: CheckFeedbackProps) {
  const rating = solvedIn !== null ? speedRatingOf(solvedIn) : null;
  return (
    <Alert
      role="status"
      variant="light"
      color={result.is_correct ? 'green' : 'red'}
      icon={result.is_correct ? <IconCircleCheck size={20} /> : <IconCircleX size={20} />}
      title={result.is_correct ? 'Верно!' : (result.error ?? 'Неверно')}
    >
      <Stack gap={6}>
        {result.feedback_parts && (
          <List spacing={2} size="sm" center>
            {result.feedback_parts.map((part, index) => (
              <List.Item key={part} icon={result.solved_parts?.[index] ? <IconCheck size={16} color="var(--mantine-color-green-6)" /> : <IconX size={16} color="var(--mantine-color-red-6)" />}>
                {part}
              </List.Item>
            ))}
          </List>
        )}
        {result.max_points > 1 && (
          <Text size="sm">
            Баллы: {result.points} из {result.max_points}
          </Text>
        )}
        {!result.is_correct && <TheoryLink type={type} />}
        {result.is_correct && (
          <Group gap="xs">
            {guest ? (
              <Text size="sm">Опыт за это решение начислится после регистрации: попытка сохранена в этом браузере.</Text>
            ) : result.experience_gained > 0 ? (
              <Badge color="yellow" variant="filled" size="lg" tt="none">
                +{result.experience_gained} опыта
              </Badge>
            ) : (
              <Text size="sm" c="dimmed">
                Опыт за это задание не начисляется.
              </Text>
            )}
            {rating && solvedIn !== null && (
              <Badge color={speedRatingColors[rating.level]} variant="light" size="lg" tt="none">
                {formatSeconds(solvedIn)} · {rating.label}
              </Badge>
            )}
          </Group>
        )}
      </Stack>
    </Alert>
  );
}
