import type { TaskPayload } from '@ege/core/tasks/bank/task-schemas';
import { Text } from '@mantine/core';

/**
 * A generated task's small note (decision 040); nothing for a bank task. The seed, which rebuilds the
 * task, comes only to its author and admins (issue 24), so a reviewer can rebuild it; a student sees the note alone.
 */
export function GeneratedTaskNote({ generator }: { generator: TaskPayload['generator'] }) {
  if (!generator) return null;
  return (
    <Text size="xs" c="dimmed" data-testid="generated-note">
      {generator.seed ? `Сгенерированное задание · seed ${generator.seed}` : 'Сгенерированное задание'}
    </Text>
  );
}
