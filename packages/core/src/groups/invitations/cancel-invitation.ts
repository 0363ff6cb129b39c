import type { CoreDeps } from '../../context/core-deps';
import { AppError } from '../../errors/app-error';
import type { AuthUser } from '../../identity/auth-user';
import { readGroupAccess } from '../group-access';
import { groupMessages } from '../group-messages';
import { lockPendingInvitation } from './lock-pending-invitation';

/** DELETE /groups/invitations/{id}/cancel_invitation/: its author, the leader, or a member with can_invite. */
export async function cancelInvitation(deps: CoreDeps, user: AuthUser, id: number): Promise<{ detail: string }> {
  const now = deps.clock.now();
  return deps.db.transaction(async (trx) => {
    const invitation = await trx('group_invitations').where({ id }).first('group_id', 'invited_by');
    if (!invitation) throw new AppError('NOT_FOUND', groupMessages.invitationNotFound);
    const access = await readGroupAccess(trx, user.id, invitation.group_id).catch(() => null);
    if (!access?.member) throw new AppError('NOT_FOUND', groupMessages.invitationNotFound);
    if (invitation.invited_by !== user.id && !access.member.can_invite) throw new AppError('FORBIDDEN', groupMessages.cancelForbidden);
    await lockPendingInvitation(trx, id, now);
    await trx('group_invitations').where({ id }).delete();
    return { detail: 'Приглашение отменено' };
  });
}
