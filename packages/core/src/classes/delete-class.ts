import type { CoreDeps } from '../context/core-deps';
import type { AuthUser } from '../identity/auth-user';
import { loadChangeableList } from './class-access';

/** DELETE /classes/{id}/: a list goes with its rows of students; the students and their work stay. */
export async function deleteClass(deps: CoreDeps, user: AuthUser, classId: number): Promise<void> {
  await deps.db.transaction(async (trx) => {
    await loadChangeableList(trx, user.id, classId);
    await trx('classes').where({ id: classId }).delete();
  });
}
