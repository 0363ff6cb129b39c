import type { CoreDeps } from '../../context/core-deps';
import type { AuthUser } from '../../identity/auth-user';
import { findTargetMember } from './find-target-member';
import { readGroupAccess, requireRight } from '../group-access';
import type { MemberActionInput } from '../group-schemas';

/** POST /groups/{id}/member-management/{userId}/kick_member/: the leader or can_kick. */
export async function kickMember(deps: CoreDeps, user: AuthUser, input: MemberActionInput): Promise<{ detail: string }> {
  return deps.db.transaction(async (trx) => {
    requireRight(await readGroupAccess(trx, user.id, input.id, true), 'can_kick');
    const member = await findTargetMember(trx, input.id, user.id, { userId: input.userId });
    await trx('group_members').where({ id: member.id }).delete();
    return { detail: 'Участник исключён из группы' };
  });
}
