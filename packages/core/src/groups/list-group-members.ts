import type { CoreDeps } from '../context/core-deps';
import type { AuthUser } from '../identity/auth-user';
import { readGroupAccess } from './group-access';
import type { GroupMember } from './group-schemas';
import { readGroupMembers } from './read-group-members';

/** GET /groups/{id}/members/: whoever may see the group (SPEC §9 order). */
export async function listGroupMembers(deps: CoreDeps, user: AuthUser, groupId: number): Promise<GroupMember[]> {
  await readGroupAccess(deps.db, user.id, groupId);
  return readGroupMembers(deps.db, deps.storage, groupId, deps.clock.now());
}
