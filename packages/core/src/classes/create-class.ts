import type { CoreDeps } from '../context/core-deps';
import { AppError } from '../errors/app-error';
import type { AuthUser } from '../identity/auth-user';
import { checkClassStudents, writeClassStudents } from './check-class-students';
import { classMessages } from './class-messages';
import { maxClassesPerTeacher, type ClassDetail, type CreateClassInput } from './class-schemas';
import { classSql } from './class-sql';
import { readClassDetail } from './get-class';
import { rethrowClassConflict } from './rethrow-class-conflict';

/** POST /classes/: a new list of the caller's; a taken name or one list too many is 409. */
export async function createClass(deps: CoreDeps, user: AuthUser, input: CreateClassInput): Promise<ClassDetail> {
  try {
    return await deps.db.transaction(async (trx) => {
      await trx.raw(classSql.lockTeacher, { userId: user.id });
      const { rows } = await trx.raw<{ rows: { n: number }[] }>(classSql.countLists, { userId: user.id });
      if ((rows[0]?.n ?? 0) >= maxClassesPerTeacher) throw new AppError('CONFLICT', classMessages.tooManyClasses);
      const studentIds = await checkClassStudents(trx, user.id, input.student_ids);
      const now = deps.clock.now();
      const [created] = await trx('classes').insert({ teacher_id: user.id, name: input.name, group_id: null, created_at: now, updated_at: now }).returning('id');
      if (!created) throw new Error('classes insert returned no row');
      await writeClassStudents(trx, created.id, studentIds);
      return readClassDetail(trx, user.id, created.id);
    });
  } catch (error) {
    rethrowClassConflict(error, input.name);
  }
}
