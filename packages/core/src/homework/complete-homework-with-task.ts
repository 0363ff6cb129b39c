import type { Knex } from 'knex';
import { notifyHomeworkDone } from '../completion-notices/notify-homework-done';
import { homeworkSql } from './homework-sql';

/**
 * Completes the user's assignments holding this task whose tasks are now all solved: called in the
 * transaction of a right answer (decision 020), after its attempt and solve are written. The check
 * holds the user's row, so two answers finishing one assignment between them run one after the
 * other and the second sees the first's solve. Their issuers are told in the same transaction
 * (decision 070). Returns how many it completed (achievements follow).
 */
export async function completeHomeworkWithTask(trx: Knex.Transaction, userId: number, taskId: number, now: Date): Promise<number> {
  const { rows } = await trx.raw<{ rows: { id: number }[] }>(homeworkSql.completeSolvedWithTask, { userId, taskId, now });
  await notifyHomeworkDone(trx, rows.map((row) => row.id), now);
  return rows.length;
}
