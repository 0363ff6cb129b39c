import { createGroupRole } from '@ege/core/groups/roles/create-group-role';
import { deleteGroupRole } from '@ege/core/groups/roles/delete-group-role';
import {
  assignRoleInput,
  createRoleInput,
  groupDetailMessageSchema,
  groupIdInput,
  groupMemberSchema,
  groupRoleSchema,
  memberActionInput,
  roleIdInput,
} from '@ege/core/groups/group-schemas';
import { kickMember } from '@ege/core/groups/membership/kick-member';
import { listGroupMembers } from '@ege/core/groups/list-group-members';
import { setMemberRole } from '@ege/core/groups/roles/set-member-role';
import { z } from '@ege/core/validation/z';
import { signedInProcedure } from '../../trpc';
import { tags } from './group-openapi';

export const memberProcedures = {
  members: signedInProcedure
    .meta({ openapi: { method: 'GET', path: '/groups/{id}/members/', tags, summary: 'Участники: лидер первым, затем по дате вступления' } })
    .input(groupIdInput)
    .output(z.array(groupMemberSchema))
    .query(({ ctx, input }) => listGroupMembers(ctx.deps, ctx.user, input.id)),

  kickMember: signedInProcedure
    .meta({ openapi: { method: 'POST', path: '/groups/{id}/member-management/{userId}/kick_member/', tags, summary: 'Исключить участника (лидер или can_kick; не лидера и не себя)' } })
    .input(memberActionInput)
    .output(groupDetailMessageSchema)
    .mutation(({ ctx, input }) => kickMember(ctx.deps, ctx.user, input)),

  assignRole: signedInProcedure
    .meta({ openapi: { method: 'POST', path: '/groups/{id}/member-management/{userId}/assign_role/', tags, summary: 'Назначить роль {role_id} (null — снять); лидер или can_manage_roles' } })
    .input(assignRoleInput)
    .output(groupMemberSchema)
    .mutation(({ ctx, input }) => setMemberRole(ctx.deps, ctx.user, { groupId: input.id, target: { userId: input.userId }, roleId: input.role_id })),

  createRoleViaMembers: signedInProcedure
    .meta({ openapi: { method: 'POST', path: '/groups/{id}/member-management/create_role/', tags, summary: 'Создать роль (как POST /groups/{id}/roles/)' } })
    .input(createRoleInput)
    .output(groupRoleSchema)
    .mutation(({ ctx, input }) => createGroupRole(ctx.deps, ctx.user, input)),

  deleteRoleViaMembers: signedInProcedure
    .meta({ openapi: { method: 'DELETE', path: '/groups/{id}/member-management/{roleId}/delete_role/', tags, summary: 'Удалить роль (как DELETE /groups/{id}/roles/{roleId}/)' } })
    .input(roleIdInput)
    .output(groupDetailMessageSchema)
    .mutation(({ ctx, input }) => deleteGroupRole(ctx.deps, ctx.user, input)),
};
