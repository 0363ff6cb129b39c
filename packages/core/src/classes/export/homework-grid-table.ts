import { formatMoscowDateTime } from '../../homework/homework-messages';
import type { HomeworkAssignment } from '../../homework/homework-schemas';
import { integer, text, type ExportTable } from './export-table';

/** The grid's status words, as the homework screen's badges say them. */
export function taskStatusLabel(task: { solved: boolean; attempts: number }): string {
  if (task.solved) return 'Решено';
  return task.attempts > 0 ? 'Не решено' : 'Не начато';
}

/**
 * One student's assignment task by task, as the homework screen's grid shows it: the task's place in
 * the assignment, its id and type, the status, the attempts, the time in whole seconds (empty before
 * the first answer, as the screen's '—') and the last answer's Moscow time.
 */
export function homeworkGridTable(assignment: Pick<HomeworkAssignment, 'id' | 'date' | 'task_list'>, username: string): ExportTable {
  return {
    name: `ДЗ ${assignment.id}`,
    title: `ДЗ №${assignment.id} от ${formatMoscowDateTime(new Date(assignment.date)).slice(0, 10)}, ученик ${username}`,
    columns: [integer('№'), integer('Задание'), integer('Тип'), text('Статус'), integer('Попыток'), integer('Время, с'), text('Последний ответ (МСК)')],
    rows: assignment.task_list.map((task, index) => [
      index + 1,
      task.id,
      task.type,
      taskStatusLabel(task),
      task.attempts,
      task.attempts === 0 ? null : Math.round(task.time_spent),
      task.last_answered_at === null ? null : formatMoscowDateTime(new Date(task.last_answered_at)),
    ]),
  };
}
