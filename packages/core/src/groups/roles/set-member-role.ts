import type { CoreDeps } from '../../context/core-deps';
import { AppError } from '../../errors/app-error';
import type { AuthUser } from '../../identity/auth-user';
import { findTargetMember } from '../membership/find-target-member';
import { readGroupAccess, requireRight } from '../group-access';
import { groupMessages } from '../group-messages';
import type { GroupMember } from '../group-schemas';
import { readGroupMembers } from '../read-group-members';

export type SetMemberRoleInput = { groupId: number; target: { userId: number } | { memberId: number }; roleId: number | null };

/**
 * assign_role and roles/{roleId}/assign_to_member: the leader or can_manage_roles gives a member
 * (not the leader, not oneself) a role of this group, or none.
 */
export async function setMemberRole(deps: CoreDeps, user: AuthUser, input: SetMemberRoleInput): Promise<GroupMember> {
  return deps.db.transaction(async (trx) => {
    requireRight(await readGroupAccess(trx, user.id, input.groupId, true), 'can_manage_roles');
    if (input.roleId !== null) {
      const role = await trx('group_roles').where({ id: input.roleId, group_id: input.groupId }).first('id');
      if (!role) throw new AppError('NOT_FOUND', groupMessages.roleNotFound);
    }
    const member = await findTargetMember(trx, input.groupId, user.id, input.target);
    await trx('group_members').where({ id: member.id }).update({ role_id: input.roleId });
    const members = await readGroupMembers(trx, deps.storage, input.groupId, deps.clock.now());
    return members.find((m) => m.id === member.id)!;
  });
}
