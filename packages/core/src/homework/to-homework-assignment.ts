import type { HomeworkRow } from './homework-row';
import type { HomeworkAssignment, HomeworkExam } from './homework-schemas';
import { rehearsalTaskCount } from './homework-schemas';
import { blockKey } from '../tasks/bank/task-type-catalog';

/** The count key of a task type: a block's three questions go under '19-21', as counts are asked for. */
export function homeworkKeyOf(type: number): string {
  return type >= 19 && type <= 21 ? blockKey : String(type);
}

export function toHomeworkAssignment(row: HomeworkRow): HomeworkAssignment {
  const tasks: Record<string, number[]> = {};
  for (const task of row.task_list) (tasks[homeworkKeyOf(task.type)] ??= []).push(task.id);
  return {
    id: row.id,
    user_id: row.user_id,
    issued_by: row.issued_by !== null && row.issued_by_username !== null ? { id: row.issued_by, username: row.issued_by_username } : null,
    date: row.date.toISOString(),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    comment: row.comment,
    status: row.status,
    kind: row.kind,
    exam: examOf(row),
    tasks,
    progress:
      row.kind === 'exam'
        ? { solved: row.rehearsal_finished_at === null ? 0 : (row.rehearsal_correct_count ?? 0), total: rehearsalTaskCount }
        : { solved: row.task_list.filter((task) => task.solved).length, total: row.task_list.length },
    task_list: row.task_list.map((task) => ({
      ...task,
      last_answered_at: task.last_answered_at === null ? null : new Date(task.last_answered_at).toISOString(),
    })),
    variant_id: row.variant_id,
    variant_has_results: row.variant_has_results,
  };
}

function examOf(row: HomeworkRow): HomeworkExam | null {
  if (row.kind !== 'exam' || row.exam_opens_at === null || row.exam_closes_at === null) return null;
  const finished = row.rehearsal_finished_at !== null;
  return {
    opens_at: row.exam_opens_at.toISOString(),
    closes_at: row.exam_closes_at.toISOString(),
    rehearsal_id: row.rehearsal_id,
    status: row.rehearsal_id === null ? 'not_started' : finished ? 'finished' : 'active',
    primary_score: finished ? row.rehearsal_primary_score : null,
    test_score: finished ? row.rehearsal_test_score : null,
  };
}
