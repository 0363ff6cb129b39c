import type { Knex } from 'knex';
import { AppError } from '../errors/app-error';
import { classMessages } from './class-messages';
import { maxClassStudents } from './class-schemas';

/** A list's students as given, each once: existing users other than the teacher (else 400). */
export async function checkClassStudents(db: Knex | Knex.Transaction, teacherId: number, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length > maxClassStudents) throw new AppError('BAD_REQUEST', classMessages.tooManyStudents, { fields: { student_ids: [classMessages.tooManyStudents] } });
  if (unique.includes(teacherId)) throw new AppError('BAD_REQUEST', classMessages.notYourself, { fields: { student_ids: [classMessages.notYourself] } });
  const found = new Set(unique.length === 0 ? [] : await db('users').whereIn('id', unique).pluck('id'));
  const missing = unique.find((id) => !found.has(id));
  if (missing !== undefined) {
    const message = classMessages.studentNotFound(missing);
    throw new AppError('BAD_REQUEST', message, { fields: { student_ids: [message] } });
  }
  return unique;
}

/** Replaces a list's students by these. */
export async function writeClassStudents(trx: Knex.Transaction, classId: number, studentIds: readonly number[]): Promise<void> {
  await trx('class_students').where({ class_id: classId }).delete();
  if (studentIds.length > 0) await trx('class_students').insert(studentIds.map((userId) => ({ class_id: classId, user_id: userId })));
}
