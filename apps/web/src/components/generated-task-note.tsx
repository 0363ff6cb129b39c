import type { TaskPayload } from '@ege/core/tasks/task-schemas';
import { Text } from '@mantine/core';

/** A generated task's small note with its seed (decision 040), so a reviewer can rebuild it; nothing for a bank task. */
export function GeneratedTaskNote({ generator }: { generator: TaskPayload['generator'] }) {
  if (!generator) return null;
  return (
    <Text size="xs" c="dimmed" data-testid="generated-note">
      Сгенерированное задание · seed {generator.seed}
    </Text>
  );
}
