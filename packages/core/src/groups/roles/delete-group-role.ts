import type { CoreDeps } from '../../context/core-deps';
import { AppError } from '../../errors/app-error';
import type { AuthUser } from '../../identity/auth-user';
import { readGroupAccess, requireRight } from '../group-access';
import { groupMessages } from '../group-messages';
import type { RoleIdInput } from '../group-schemas';

/** DELETE a role: its members keep their membership without a role (ON DELETE SET NULL). */
export async function deleteGroupRole(deps: CoreDeps, user: AuthUser, input: RoleIdInput): Promise<{ detail: string }> {
  return deps.db.transaction(async (trx) => {
    requireRight(await readGroupAccess(trx, user.id, input.id, true), 'can_manage_roles');
    const deleted = await trx('group_roles').where({ id: input.roleId, group_id: input.id }).delete();
    if (deleted === 0) throw new AppError('NOT_FOUND', groupMessages.roleNotFound);
    return { detail: 'Роль удалена' };
  });
}
