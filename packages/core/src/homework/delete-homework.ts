import type { CoreDeps } from '../context/core-deps';
import type { AuthUser } from '../identity/auth-user';
import type { HomeworkRefInput } from './homework-schemas';
import { lockHomeworkForChange } from './lock-homework-for-change';

/** Its tasks go with it; its notifications stay, no longer linked; a variant made of it stays the student's. */
export async function deleteHomework(deps: CoreDeps, user: AuthUser, ref: HomeworkRefInput): Promise<void> {
  await deps.db.transaction(async (trx) => {
    const assignment = await lockHomeworkForChange(trx, user, ref);
    await trx('homework_assignments').where({ id: assignment.id }).delete();
  });
}
