import type { TaskPayload } from '@ege/core/tasks/bank/task-schemas';
import { Alert } from '@mantine/core';

const moscowDay = { timeZone: 'Europe/Moscow', day: '2-digit', month: '2-digit', year: 'numeric' } as const;

/**
 * The task was edited after the student's first answer (decision 077): when (the Moscow day), and
 * whether the key was corrected (their answers checked again, a right one credited).
 */
export function TaskChangedNotice({ changed }: { changed: NonNullable<TaskPayload['changed']> }) {
  const day = new Date(changed.at).toLocaleDateString('ru-RU', moscowDay);
  return (
    <Alert variant="light" color="blue" title={`${changed.statement ? 'Условие изменено' : 'Ответ задания исправлен'} ${day} — после вашей попытки`} data-testid="task-changed-notice">
      {changed.answer ? 'Автор исправил ответ: ваши ответы проверены заново, и верный по новому ответу засчитан.' : 'Перечитайте условие: оно изменилось с тех пор, как вы отвечали.'}
    </Alert>
  );
}
