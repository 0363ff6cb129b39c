import type { CoreDeps } from '../../context/core-deps';
import type { AuthUser } from '../../identity/auth-user';
import { readGroupAccess } from '../group-access';
import type { GroupRole } from '../group-schemas';
import { readGroupRoles } from './read-group-roles';

/** GET /groups/{id}/roles/: whoever may see the group. */
export async function listGroupRoles(deps: CoreDeps, user: AuthUser, groupId: number): Promise<GroupRole[]> {
  await readGroupAccess(deps.db, user.id, groupId);
  return readGroupRoles(deps.db, groupId);
}
