import type { CoreDeps } from '../../context/core-deps';
import type { AuthUser } from '../../identity/auth-user';
import type { GroupInvitation } from '../group-schemas';
import { readGroupInvitations } from './read-group-invitations';

/** GET /groups/invitations/: the caller's own, sent and received, the newest first. */
export function listMyInvitations(deps: CoreDeps, user: AuthUser): Promise<GroupInvitation[]> {
  return readGroupInvitations(deps.db, { involvedUserId: user.id }, deps.clock.now());
}
