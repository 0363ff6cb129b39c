import type { TaskPayload } from '@ege/core/tasks/bank/task-schemas';
import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { formatMoscowDate } from '../../../lib/format-moscow-date';

/**
 * The task was edited after the student's first answer (decision 077): when, and whether the key was
 * corrected (their answers were checked again, and a right one credited).
 */
export function TaskChangedNotice({ changed }: { changed: TaskPayload['changed'] }) {
  if (!changed) return null;
  const day = formatMoscowDate(changed.at);
  const title = changed.statement ? `Условие изменено ${day} — после вашей попытки` : `Ответ задания исправлен ${day} — после вашей попытки`;
  return (
    <Alert variant="light" color="blue" icon={<IconInfoCircle size={20} />} title={title} data-testid="task-changed-notice">
      {changed.answer
        ? 'Автор исправил ответ: ваши ответы проверены заново, и верный по новому ответу засчитан.'
        : 'Перечитайте условие: оно могло измениться с тех пор, как вы отвечали.'}
    </Alert>
  );
}
