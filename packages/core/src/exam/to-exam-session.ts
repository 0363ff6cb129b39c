import type { CoreDeps } from '../context/core-deps';
import { loadTasks } from '../tasks/bank/load-tasks';
import { toTaskPayload } from '../tasks/bank/to-task-payload';
import type { AuthUser } from '../identity/auth-user';
import type { ExamAnswerRow, ExamRow } from './exam-row';
import { examDurationSeconds, type ExamSession } from './exam-schemas';
import { examSql } from './exam-sql';
import { toExamTask } from './to-exam-task';

/** The station's state: the tasks numbered 1..27 in order, the saved answers and the server's now. */
export async function toExamSession(deps: CoreDeps, user: AuthUser, row: ExamRow): Promise<ExamSession> {
  const [loaded, answers] = await Promise.all([
    loadTasks(deps.db, row.task_ids, user),
    deps.db.raw<{ rows: ExamAnswerRow[] }>(examSql.selectAnswers, { id: row.id }).then((result) => result.rows),
  ]);
  return {
    id: row.id,
    status: row.finished_at ? 'finished' : 'active',
    started_at: row.started_at.toISOString(),
    deadline_at: row.deadline_at.toISOString(),
    server_now: deps.clock.now().toISOString(),
    finished_at: row.finished_at?.toISOString() ?? null,
    duration_seconds: examDurationSeconds,
    homework_id: row.homework_id,
    // A task deleted from the bank since the start leaves its number out rather than renumbering the rest.
    tasks: loaded.map(({ task, attachments, access }) => toExamTask(toTaskPayload(task, attachments, access, deps.storage), row.task_ids.indexOf(task.id) + 1)),
    answers: Object.fromEntries(
      answers.map((saved) => [String(saved.task_id), { ...(saved.answer ?? {}), saved_at: saved.saved_at.toISOString(), time_spent: saved.time_spent }]),
    ),
  };
}
