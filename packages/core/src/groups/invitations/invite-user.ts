import type { CoreDeps } from '../../context/core-deps';
import { AppError } from '../../errors/app-error';
import { insertNotifications } from '../../notifications/insert-notifications';
import type { AuthUser } from '../../identity/auth-user';
import { readGroupAccess, requireRight } from '../group-access';
import { groupMessages } from '../group-messages';
import { daysAfter, groupRules } from '../group-rules';
import type { GroupInvitation, InviteUserInput } from '../group-schemas';
import { readGroupInvitations } from './read-group-invitations';
import { rethrowGroupConflict } from '../rethrow-group-conflict';

/**
 * POST /groups/{id}/invitations/invite_user/: the leader, or a role with can_invite while the group
 * allows invitations. A stale pending invitation of the same user expires first; the invitee is
 * notified in the same transaction.
 */
export async function inviteUser(deps: CoreDeps, user: AuthUser, input: InviteUserInput): Promise<GroupInvitation> {
  const now = deps.clock.now();
  return deps.db
    .transaction(async (trx) => {
      requireRight(await readGroupAccess(trx, user.id, input.id, true), 'can_invite');
      const invitee = await trx('users').whereRaw('lower(username) = lower(?)', [input.invited_user_username]).first('id');
      if (!invitee) throw new AppError('NOT_FOUND', groupMessages.userNotFound, { fields: { invited_user_username: [groupMessages.userNotFound] } });
      if (await trx('group_members').where({ group_id: input.id, user_id: invitee.id }).first('id')) {
        throw new AppError('CONFLICT', groupMessages.alreadyMember, { fields: { invited_user_username: [groupMessages.alreadyMember] } });
      }
      await trx('group_invitations')
        .where({ group_id: input.id, invited_user_id: invitee.id, status: 'pending' })
        .where('expires_at', '<=', now)
        .update({ status: 'expired' });
      const [row] = await trx('group_invitations')
        .insert({ group_id: input.id, invited_by: user.id, invited_user_id: invitee.id, created_at: now, expires_at: daysAfter(now, groupRules.invitationDays) })
        .returning('id');
      const [invitation] = await readGroupInvitations(trx, { id: row!.id }, now);
      await insertNotifications(trx, [{ user_id: invitee.id, message: groupMessages.invitedToGroup(invitation!.group_name, user.username), related_homework_id: null }]);
      return invitation!;
    })
    .catch(rethrowGroupConflict);
}
