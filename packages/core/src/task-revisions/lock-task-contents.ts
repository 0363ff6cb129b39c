import type { Knex } from 'knex';
import type { TaskRevisionContent } from '../db/tables/task-revisions-table';
import { taskRevisionSql } from './task-revision-sql';

/** Tasks' content as it was before an edit, by task id (recordTaskRevisions compares it with what follows). */
export type TaskContents = ReadonlyMap<number, TaskRevisionContent>;

/** Tasks' content now, by id. */
export async function readTaskContents(trx: Knex.Transaction, ids: readonly number[]): Promise<TaskContents> {
  if (ids.length === 0) return new Map();
  const { rows } = await trx.raw<{ rows: (TaskRevisionContent & { id: number })[] }>(taskRevisionSql.contents, { ids: [...ids] });
  return new Map(rows.map(({ id, ...content }) => [id, content]));
}

/**
 * Locks the tasks an edit is about to change (a block's row first, as every writer of a block locks it)
 * and reads their content: the edit's "before", which no other edit or answer check can change until
 * it commits. A check holds its task's row shared, so one in flight finishes first and the re-scoring
 * sees its attempt; one that comes later reads the new key.
 */
export async function lockTaskContents(trx: Knex.Transaction, ids: readonly number[], blockId: number | null): Promise<TaskContents> {
  if (blockId !== null) await trx.raw(taskRevisionSql.lockBlock, { id: blockId });
  if (ids.length > 0) await trx.raw(taskRevisionSql.lockTasks, { ids: [...ids] });
  return readTaskContents(trx, ids);
}
