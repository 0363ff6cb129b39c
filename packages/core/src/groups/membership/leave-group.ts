import type { CoreDeps } from '../../context/core-deps';
import { AppError } from '../../errors/app-error';
import type { AuthUser } from '../../identity/auth-user';
import { readGroupAccess, requireRight } from '../group-access';
import { groupMessages } from '../group-messages';

/** POST /groups/{id}/leave/: any member but the leader, who transfers leadership first. */
export async function leaveGroup(deps: CoreDeps, user: AuthUser, groupId: number): Promise<{ detail: string }> {
  return deps.db.transaction(async (trx) => {
    const member = requireRight(await readGroupAccess(trx, user.id, groupId, true), 'member');
    if (member.is_leader) throw new AppError('CONFLICT', groupMessages.leaderCannotLeave);
    await trx('group_members').where({ id: member.member_id }).delete();
    return { detail: 'Вы вышли из группы' };
  });
}
