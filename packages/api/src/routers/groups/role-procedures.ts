import { createGroupRole } from '@ege/core/groups/roles/create-group-role';
import { deleteGroupRole } from '@ege/core/groups/roles/delete-group-role';
import {
  assignToMemberInput,
  createRoleInput,
  groupDetailMessageSchema,
  groupIdInput,
  groupMemberSchema,
  groupRoleSchema,
  roleIdInput,
  updateRoleInput,
} from '@ege/core/groups/group-schemas';
import { listGroupRoles } from '@ege/core/groups/roles/list-group-roles';
import { setMemberRole } from '@ege/core/groups/roles/set-member-role';
import { updateGroupRole } from '@ege/core/groups/roles/update-group-role';
import { z } from '@ege/core/validation/z';
import { signedInProcedure } from '../../trpc';
import { tags } from './group-openapi';

export const roleProcedures = {
  roles: signedInProcedure
    .meta({ openapi: { method: 'GET', path: '/groups/{id}/roles/', tags, summary: 'Роли группы, по order' } })
    .input(groupIdInput)
    .output(z.array(groupRoleSchema))
    .query(({ ctx, input }) => listGroupRoles(ctx.deps, ctx.user, input.id)),

  createRole: signedInProcedure
    .meta({ openapi: { method: 'POST', path: '/groups/{id}/roles/', tags, summary: 'Создать роль: name, description, can_invite, can_kick, can_manage_roles, can_edit_group, order' } })
    .input(createRoleInput)
    .output(groupRoleSchema)
    .mutation(({ ctx, input }) => createGroupRole(ctx.deps, ctx.user, input)),

  updateRole: signedInProcedure
    .meta({ openapi: { method: 'PUT', path: '/groups/{id}/roles/{roleId}/', tags, summary: 'Изменить роль (переданные поля); лидер или can_manage_roles' } })
    .input(updateRoleInput)
    .output(groupRoleSchema)
    .mutation(({ ctx, input }) => updateGroupRole(ctx.deps, ctx.user, input)),

  deleteRole: signedInProcedure
    .meta({ openapi: { method: 'DELETE', path: '/groups/{id}/roles/{roleId}/', tags, summary: 'Удалить роль; её участники остаются без роли' } })
    .input(roleIdInput)
    .output(groupDetailMessageSchema)
    .mutation(({ ctx, input }) => deleteGroupRole(ctx.deps, ctx.user, input)),

  assignRoleToMember: signedInProcedure
    .meta({ openapi: { method: 'POST', path: '/groups/{id}/roles/{roleId}/assign_to_member/', tags, summary: 'Назначить роль участнику {member_id} (id участника)' } })
    .input(assignToMemberInput)
    .output(groupMemberSchema)
    .mutation(({ ctx, input }) => setMemberRole(ctx.deps, ctx.user, { groupId: input.id, target: { memberId: input.member_id }, roleId: input.roleId })),
};
