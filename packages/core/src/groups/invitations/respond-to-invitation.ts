import type { CoreDeps } from '../../context/core-deps';
import { AppError } from '../../errors/app-error';
import type { AuthUser } from '../../identity/auth-user';
import { groupMessages } from '../group-messages';
import type { GroupInvitation } from '../group-schemas';
import { lockPendingInvitation } from './lock-pending-invitation';
import { readGroupInvitations } from './read-group-invitations';
import { rethrowGroupConflict } from '../rethrow-group-conflict';

/**
 * POST /groups/invitations/{id}/accept/ and /decline/: the invitee only (another's invitation is
 * "not found"). Accepting while in a group is refused until the user leaves it; two accepts at once
 * join one group, the other meets the one-group constraint and changes nothing.
 */
export async function respondToInvitation(deps: CoreDeps, user: AuthUser, id: number, answer: 'accepted' | 'declined'): Promise<GroupInvitation> {
  const now = deps.clock.now();
  return deps.db
    .transaction(async (trx) => {
      const visible = await trx('group_invitations').where({ id, invited_user_id: user.id }).first('id');
      if (!visible) throw new AppError('NOT_FOUND', groupMessages.invitationNotFound);
      const invitation = await lockPendingInvitation(trx, id, now);
      if (answer === 'accepted') {
        if (await trx('group_members').where({ user_id: user.id }).first('id')) throw new AppError('CONFLICT', groupMessages.alreadyInGroup);
        await trx('group_members').insert({ group_id: invitation.group_id, user_id: user.id, is_leader: false, joined_at: now, last_activity: now });
      }
      await trx('group_invitations').where({ id }).update({ status: answer, responded_at: now });
      const [result] = await readGroupInvitations(trx, { id }, now);
      return result!;
    })
    .catch(rethrowGroupConflict);
}
