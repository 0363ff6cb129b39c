import type { Knex } from 'knex';
import type { TaskRevisionContent, TaskRevisionsTable } from '../db/tables/task-revisions-table';
import { readTaskContents, type TaskContents } from './lock-task-contents';
import { rescoreTask } from './rescore-task';
import { taskRevisionSql } from './task-revision-sql';

export type RevisionAuthor = { userId: number | null; source: TaskRevisionsTable['source']; now: Date };

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export function statementChanged(before: TaskRevisionContent, after: TaskRevisionContent): boolean {
  return before.text !== after.text || (before.question ?? null) !== (after.question ?? null);
}

export function answerChanged(before: TaskRevisionContent, after: TaskRevisionContent): boolean {
  return before.answer_type !== after.answer_type || !same(before.answer, after.answer) || !same(before.answer_rows, after.answer_rows) || !same(before.table_shape, after.table_shape);
}

/**
 * Called in an edit's transaction after its writes, with the content lockTaskContents read before
 * them: a revision of each task whose statement, question or answer changed, and for a changed
 * answer the re-scoring of its attempts (rescoreTask), whose count the revision keeps. Returns the
 * students credited, by task id (0 for a task with no new key).
 */
export async function recordTaskRevisions(trx: Knex.Transaction, before: TaskContents, author: RevisionAuthor): Promise<Map<number, number>> {
  const after = await readTaskContents(trx, [...before.keys()]);
  const credited = new Map<number, number>();
  for (const [taskId, old] of before) {
    const current = after.get(taskId);
    credited.set(taskId, 0);
    if (!current) continue;
    const statement = statementChanged(old, current);
    const answer = answerChanged(old, current);
    if (!statement && !answer) continue;
    const { rows } = await trx.raw<{ rows: { id: number }[] }>(taskRevisionSql.insertRevision, {
      taskId,
      userId: author.userId,
      source: author.source,
      before: JSON.stringify(old),
      after: JSON.stringify(current),
      statementChanged: statement,
      answerChanged: answer,
      now: author.now,
    });
    if (!answer) continue;
    const count = await rescoreTask(trx, taskId, author.now);
    if (count > 0) await trx.raw(taskRevisionSql.setCredited, { id: rows[0]!.id, credited: count });
    credited.set(taskId, count);
  }
  return credited;
}
