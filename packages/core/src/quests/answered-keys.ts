import type { Knex } from 'knex';
import type { QuestTaskRef } from '../db/tables/quest-task-ref';
import { questSql } from './quest-sql';

/** The keys of the quest tasks whose every task has a correct answer of the user in [since, until). */
export async function answeredKeys(db: Knex | Knex.Transaction, userId: number, refs: readonly QuestTaskRef[], since: Date, until: Date): Promise<Set<string>> {
  const ids = refs.flatMap((ref) => ref.task_ids);
  if (ids.length === 0) return new Set();
  const { rows } = await db.raw<{ rows: { task_id: number }[] }>(questSql.answeredTasks, { userId, ids, since, until });
  const answered = new Set(rows.map((row) => row.task_id));
  return new Set(refs.filter((ref) => ref.task_ids.every((id) => answered.has(id))).map((ref) => ref.key));
}
