import type { CoreDeps } from '../context/core-deps';
import type { TaskRevisionContent, TaskRevisionsTable } from '../db/tables/task-revisions-table';
import { AppError } from '../errors/app-error';
import { assertAllowed, type Actor } from '../identity/actor';
import { taskNotFoundMessage } from '../tasks/bank/get-tasks';
import { diffStatement } from './diff-statement';
import { answerLineOf } from './rescored-text';
import type { ListTaskRevisionsInput, TaskRevisionList } from './task-revision-schemas';

export const notOwnRevisionsMessage = 'История изменений доступна автору задания, модераторам и администраторам';
/** The newest this many: a task's history is read, not mined. */
export const maxRevisionsListed = 100;

type Row = Pick<TaskRevisionsTable, 'id' | 'created_at' | 'user_id' | 'source' | 'before' | 'after' | 'statement_changed' | 'answer_changed' | 'credited'> & {
  username: string | null;
};

const answerOf = (content: TaskRevisionContent) => answerLineOf({ user_answer: content.answer, user_table_answer: content.answer_rows }, Infinity);

/**
 * A task's revisions, newest first (decision 077): who, when, from where, what changed, the answer
 * before and after, how many students a corrected key credited, and the statement's diff. For the
 * task's author, moderators and admins (bankCare); an author sees only his own tasks'.
 */
export async function listTaskRevisions(deps: CoreDeps, actor: Actor, input: ListTaskRevisionsInput): Promise<TaskRevisionList> {
  assertAllowed(actor, 'bankCare');
  const task = await deps.db('tasks').where({ id: input.id }).first('author_id');
  if (!task) throw new AppError('NOT_FOUND', taskNotFoundMessage);
  if (actor.kind === 'user' && actor.user.role === 'author' && task.author_id !== actor.user.id) throw new AppError('FORBIDDEN', notOwnRevisionsMessage);
  const rows: Row[] = await deps.db('task_revisions as r')
    .leftJoin('users as u', 'u.id', 'r.user_id')
    .where('r.task_id', input.id)
    .orderBy([{ column: 'r.created_at', order: 'desc' }, { column: 'r.id', order: 'desc' }])
    .limit(maxRevisionsListed)
    .select('r.id', 'r.created_at', 'r.user_id', 'r.source', 'r.before', 'r.after', 'r.statement_changed', 'r.answer_changed', 'r.credited', 'u.username');
  return {
    revisions: rows.map((row) => ({
      id: Number(row.id),
      created_at: row.created_at.toISOString(),
      user: row.user_id !== null && row.username !== null ? { id: row.user_id, username: row.username } : null,
      source: row.source,
      statement_changed: row.statement_changed,
      answer_changed: row.answer_changed,
      answer_before: answerOf(row.before),
      answer_after: answerOf(row.after),
      credited: row.credited,
      text_diff: diffStatement(row.before.text, row.after.text),
      question_diff: diffStatement(row.before.question, row.after.question),
    })),
  };
}
