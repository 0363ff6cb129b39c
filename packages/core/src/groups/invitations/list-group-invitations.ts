import type { CoreDeps } from '../../context/core-deps';
import type { AuthUser } from '../../identity/auth-user';
import { readGroupAccess, requireRight } from '../group-access';
import type { GroupInvitation } from '../group-schemas';
import { readGroupInvitations } from './read-group-invitations';

/** GET /groups/{id}/invitations/: the group's, to its members. */
export async function listGroupInvitations(deps: CoreDeps, user: AuthUser, groupId: number): Promise<GroupInvitation[]> {
  requireRight(await readGroupAccess(deps.db, user.id, groupId), 'member');
  return readGroupInvitations(deps.db, { groupId }, deps.clock.now());
}
