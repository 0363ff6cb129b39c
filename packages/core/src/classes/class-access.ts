import type { Knex } from 'knex';
import { AppError } from '../errors/app-error';
import { classMessages } from './class-messages';
import type { ClassSummary } from './class-schemas';
import { classSql } from './class-sql';

export type ClassRow = Omit<ClassSummary, 'kind'>;

export function toClassSummary(row: ClassRow): ClassSummary {
  return { id: row.id, name: row.name, kind: row.group_id === null ? 'list' : 'group', group_id: row.group_id, students_count: row.students_count };
}

/**
 * The class the caller may read (his list, or the class of the group he leads now), else 404 'Класс
 * не найден': another teacher's class is not told from one that does not exist.
 */
export async function loadReadableClass(db: Knex | Knex.Transaction, userId: number, classId: number): Promise<ClassSummary> {
  const { rows } = await db.raw<{ rows: ClassRow[] }>(classSql.readable, { userId, classId });
  const row = rows[0];
  if (!row) throw new AppError('NOT_FOUND', classMessages.notFound);
  return toClassSummary(row);
}

/** A list the caller may change; a group's class is changed on the group's page (409). */
export async function loadChangeableList(trx: Knex.Transaction, userId: number, classId: number): Promise<ClassSummary> {
  await trx.raw(classSql.lockTeacher, { userId });
  const found = await loadReadableClass(trx, userId, classId);
  if (found.kind === 'group') throw new AppError('CONFLICT', classMessages.groupClassReadOnly);
  return found;
}
