import type { CoreDeps } from '../context/core-deps';
import type { AuthUser } from '../identity/auth-user';
import { checkClassStudents, writeClassStudents } from './check-class-students';
import { loadChangeableList } from './class-access';
import type { ClassDetail, UpdateClassInput } from './class-schemas';
import { readClassDetail } from './get-class';
import { rethrowClassConflict } from './rethrow-class-conflict';

/** PUT /classes/{id}/: a list's name and/or students (all of them, replacing the old). */
export async function updateClass(deps: CoreDeps, user: AuthUser, input: UpdateClassInput): Promise<ClassDetail> {
  try {
    return await deps.db.transaction(async (trx) => {
      await loadChangeableList(trx, user.id, input.id);
      const studentIds = input.student_ids && (await checkClassStudents(trx, user.id, input.student_ids));
      await trx('classes')
        .where({ id: input.id })
        .update({ ...(input.name !== undefined && { name: input.name }), updated_at: deps.clock.now() });
      if (studentIds) await writeClassStudents(trx, input.id, studentIds);
      return readClassDetail(trx, user.id, input.id);
    });
  } catch (error) {
    rethrowClassConflict(error, input.name ?? '');
  }
}
