import type { CoreDeps } from '../../context/core-deps';
import type { AuthUser } from '../../identity/auth-user';
import { readGroupAccess, requireRight } from '../group-access';
import type { CreateRoleInput, GroupRole } from '../group-schemas';
import { roleColumns, toGroupRole } from './read-group-roles';

/** POST /groups/{id}/roles/ and .../member-management/create_role/: the leader or can_manage_roles. */
export async function createGroupRole(deps: CoreDeps, user: AuthUser, input: CreateRoleInput): Promise<GroupRole> {
  const { id, order, ...fields } = input;
  return deps.db.transaction(async (trx) => {
    requireRight(await readGroupAccess(trx, user.id, id, true), 'can_manage_roles');
    const [row] = await trx('group_roles')
      .insert({ ...fields, group_id: id, sort_order: order, created_at: deps.clock.now() })
      .returning(roleColumns);
    return toGroupRole(row!);
  });
}
