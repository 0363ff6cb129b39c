import type { CoreDeps } from '../../context/core-deps';
import type { AuthUser } from '../../identity/auth-user';
import type { GroupInvitation } from '../group-schemas';
import { readGroupInvitations } from './read-group-invitations';

/** GET /groups/invitations/received/: those waiting for the caller's answer (the tab's empty state). */
export function listReceivedInvitations(deps: CoreDeps, user: AuthUser): Promise<GroupInvitation[]> {
  return readGroupInvitations(deps.db, { invitedUserId: user.id, pendingOnly: true }, deps.clock.now());
}
