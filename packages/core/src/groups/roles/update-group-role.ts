import type { CoreDeps } from '../../context/core-deps';
import { AppError } from '../../errors/app-error';
import type { AuthUser } from '../../identity/auth-user';
import { readGroupAccess, requireRight } from '../group-access';
import { groupMessages } from '../group-messages';
import type { GroupRole, UpdateRoleInput } from '../group-schemas';
import { roleColumns, toGroupRole } from './read-group-roles';

/** PUT /groups/{id}/roles/{roleId}/: the fields it names; the leader or can_manage_roles. */
export async function updateGroupRole(deps: CoreDeps, user: AuthUser, input: UpdateRoleInput): Promise<GroupRole> {
  const { id, roleId, order, ...fields } = input;
  return deps.db.transaction(async (trx) => {
    requireRight(await readGroupAccess(trx, user.id, id, true), 'can_manage_roles');
    const patch = order === undefined ? fields : { ...fields, sort_order: order };
    const query = trx('group_roles').where({ id: roleId, group_id: id });
    const [row] = Object.keys(patch).length > 0 ? await query.update(patch).returning(roleColumns) : await query.select(...roleColumns);
    if (!row) throw new AppError('NOT_FOUND', groupMessages.roleNotFound);
    return toGroupRole(row);
  });
}
