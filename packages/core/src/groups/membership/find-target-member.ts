import type { Knex } from 'knex';
import { AppError } from '../../errors/app-error';
import { groupMessages } from '../group-messages';

export type TargetMember = { id: number; user_id: number; is_leader: boolean };

/**
 * The member another acts on, by user id or member id, locked; SPEC §6: never the leader and never
 * oneself.
 */
export async function findTargetMember(trx: Knex.Transaction, groupId: number, actorUserId: number, target: { userId: number } | { memberId: number }): Promise<TargetMember> {
  const where = 'userId' in target ? { group_id: groupId, user_id: target.userId } : { group_id: groupId, id: target.memberId };
  const member = await trx('group_members').where(where).forUpdate().first('id', 'user_id', 'is_leader');
  if (!member) throw new AppError('NOT_FOUND', groupMessages.memberNotFound);
  if (member.user_id === actorUserId) throw new AppError('FORBIDDEN', groupMessages.notOnSelf);
  if (member.is_leader) throw new AppError('FORBIDDEN', groupMessages.notOnLeader);
  return member;
}
