import type { CoreDeps } from '../../context/core-deps';
import { AppError } from '../../errors/app-error';
import type { AuthUser } from '../../identity/auth-user';
import { readGroupAccess, requireRight } from '../group-access';
import { groupMessages } from '../group-messages';
import type { TransferLeadershipInput } from '../group-schemas';

/**
 * POST /groups/{id}/transfer_leadership/ {new_leader_id} (a member's user id): the leader only. The
 * old leader steps down before the new one steps up: the one-leader index allows no other order.
 */
export async function transferLeadership(deps: CoreDeps, user: AuthUser, input: TransferLeadershipInput): Promise<{ detail: string }> {
  return deps.db.transaction(async (trx) => {
    const leader = requireRight(await readGroupAccess(trx, user.id, input.id, true), 'leader');
    if (input.new_leader_id === user.id) throw new AppError('BAD_REQUEST', groupMessages.alreadyLeader);
    await trx('group_members').where({ id: leader.member_id }).update({ is_leader: false });
    const moved = await trx('group_members').where({ group_id: input.id, user_id: input.new_leader_id }).update({ is_leader: true, role_id: null });
    if (moved === 0) throw new AppError('NOT_FOUND', groupMessages.memberNotFound);
    return { detail: 'Лидерство передано' };
  });
}
