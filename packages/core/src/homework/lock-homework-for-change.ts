import type { Knex } from 'knex';
import { AppError } from '../errors/app-error';
import type { AuthUser } from '../identity/auth-user';
import { homeworkNotFound } from '../errors/homework-not-found';
import type { HomeworkKind, HomeworkRefInput } from './homework-schemas';
import { homeworkSql } from './homework-sql';
import { mayChangeHomework, notYourHomeworkMessage } from './may-change-homework';

export type LockedHomework = { id: number; user_id: number; issued_by: number | null; date: Date; variant_id: number | null; kind: HomeworkKind };

/** The assignment of that student, locked for the transaction, if the caller may change it. */
export async function lockHomeworkForChange(trx: Knex.Transaction, user: AuthUser, ref: HomeworkRefInput): Promise<LockedHomework> {
  const { rows } = await trx.raw<{ rows: LockedHomework[] }>(homeworkSql.lock, { id: ref.assignment_id });
  const row = rows[0];
  if (!row || row.user_id !== ref.user_id) throw homeworkNotFound();
  if (!mayChangeHomework(user, row)) throw new AppError('FORBIDDEN', notYourHomeworkMessage);
  return row;
}
