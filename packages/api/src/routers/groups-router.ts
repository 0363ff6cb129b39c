import { abandonGroupQuest } from '@ege/core/groups/abandon-group-quest';
import { cancelInvitation } from '@ege/core/groups/cancel-invitation';
import { createGroup } from '@ege/core/groups/create-group';
import { createGroupRole } from '@ege/core/groups/create-group-role';
import { deleteGroup } from '@ege/core/groups/delete-group';
import { deleteGroupRole } from '@ege/core/groups/delete-group-role';
import { generateGroupQuest } from '@ege/core/groups/generate-group-quest';
import { getGroup } from '@ege/core/groups/get-group';
import { getMyGroup } from '@ege/core/groups/get-my-group';
import {
  assignRoleInput,
  assignToMemberInput,
  createGroupInput,
  createRoleInput,
  groupDetailMessageSchema,
  groupDetailSchema,
  groupIdInput,
  groupInvitationSchema,
  groupMemberSchema,
  groupQuestIdInput,
  groupQuestSchema,
  groupRoleSchema,
  groupSummarySchema,
  groupTopInput,
  groupTopSchema,
  invitationIdInput,
  inviteUserInput,
  memberActionInput,
  myGroupSchema,
  roleIdInput,
  searchGroupsInput,
  transferLeadershipInput,
  updateGroupInput,
  updateRoleInput,
} from '@ege/core/groups/group-schemas';
import { inviteUser } from '@ege/core/groups/invite-user';
import { joinGroup } from '@ege/core/groups/join-group';
import { kickMember } from '@ege/core/groups/kick-member';
import { leaveGroup } from '@ege/core/groups/leave-group';
import { listGroupInvitations } from '@ege/core/groups/list-group-invitations';
import { listGroupMembers } from '@ege/core/groups/list-group-members';
import { listGroupQuests } from '@ege/core/groups/list-group-quests';
import { listGroupRoles } from '@ege/core/groups/list-group-roles';
import { listGroupTop } from '@ege/core/groups/list-group-top';
import { listGroups } from '@ege/core/groups/list-groups';
import { listMyGroupQuests } from '@ege/core/groups/list-my-group-quests';
import { listMyInvitations } from '@ege/core/groups/list-my-invitations';
import { listReceivedInvitations } from '@ege/core/groups/list-received-invitations';
import { respondToInvitation } from '@ege/core/groups/respond-to-invitation';
import { setMemberRole } from '@ege/core/groups/set-member-role';
import { transferLeadership } from '@ege/core/groups/transfer-leadership';
import { updateGroup } from '@ege/core/groups/update-group';
import { updateGroupQuestProgress } from '@ege/core/groups/update-group-quest-progress';
import { updateGroupRole } from '@ege/core/groups/update-group-role';
import { z } from '@ege/core/validation/z';
import { router, signedInProcedure } from '../trpc';

const tags = ['groups'];
const formOrJson: ['multipart/form-data', 'application/json'] = ['multipart/form-data', 'application/json'];
const groupList = z.object({ results: z.array(groupSummarySchema) });

// Every call needs a signed-in user; the rights inside a group are checked by core (decision 039).
export const groupsRouter = router({
  list: signedInProcedure
    .meta({ openapi: { method: 'GET', path: '/groups/', tags, summary: 'Открытые группы (и своя), сильнейшие первыми; ?q= — часть названия' } })
    .input(searchGroupsInput)
    .output(groupList)
    .query(({ ctx, input }) => listGroups(ctx.deps, ctx.user, input)),

  create: signedInProcedure
    .meta({
      openapi: { method: 'POST', path: '/groups/', tags, contentTypes: formOrJson, summary: 'Создать группу (form-data: name, description, avatar, is_public, allow_invites); создатель — лидер' },
    })
    .input(createGroupInput)
    .output(groupDetailSchema)
    .mutation(({ ctx, input }) => createGroup(ctx.deps, ctx.user, input, ctx.files.get('avatar')?.[0])),

  myGroup: signedInProcedure
    .meta({ openapi: { method: 'GET', path: '/groups/my_group/', tags, summary: 'Своя группа целиком, с вашими правами; group: null — вы не в группе' } })
    .output(myGroupSchema)
    .query(({ ctx }) => getMyGroup(ctx.deps, ctx.user)),

  search: signedInProcedure
    .meta({ openapi: { method: 'GET', path: '/groups/search/', tags, summary: 'Поиск открытых групп по названию (?q=)' } })
    .input(searchGroupsInput)
    .output(groupList)
    .query(({ ctx, input }) => listGroups(ctx.deps, ctx.user, input)),

  top: signedInProcedure
    .meta({ openapi: { method: 'GET', path: '/groups/top/', tags, summary: 'Топ групп по опыту (?limit=1–100, 20); своя группа отмечена' } })
    .input(groupTopInput)
    .output(groupTopSchema)
    .query(({ ctx, input }) => listGroupTop(ctx.deps, ctx.user, input)),

  get: signedInProcedure
    .meta({ openapi: { method: 'GET', path: '/groups/{id}/', tags, summary: 'Группа: открытая — всем, закрытая — участникам; приглашения и квесты — участникам' } })
    .input(groupIdInput)
    .output(groupDetailSchema)
    .query(({ ctx, input }) => getGroup(ctx.deps, ctx.user, input.id)),

  update: signedInProcedure
    .meta({ openapi: { method: 'PATCH', path: '/groups/{id}/', tags, contentTypes: formOrJson, summary: 'Изменить группу (лидер или право can_edit_group); avatar — файл, remove_avatar=true убирает' } })
    .input(updateGroupInput)
    .output(groupDetailSchema)
    .mutation(({ ctx, input }) => updateGroup(ctx.deps, ctx.user, input, ctx.files.get('avatar')?.[0])),

  delete: signedInProcedure
    .meta({ openapi: { method: 'DELETE', path: '/groups/{id}/', tags, summary: 'Удалить группу (лидер)' } })
    .input(groupIdInput)
    .output(groupDetailMessageSchema)
    .mutation(({ ctx, input }) => deleteGroup(ctx.deps, ctx.user, input.id)),

  join: signedInProcedure
    .meta({ openapi: { method: 'POST', path: '/groups/{id}/join/', tags, summary: 'Вступить в открытую группу (если вы не в другой)' } })
    .input(groupIdInput)
    .output(groupDetailSchema)
    .mutation(({ ctx, input }) => joinGroup(ctx.deps, ctx.user, input.id)),

  leave: signedInProcedure
    .meta({ openapi: { method: 'POST', path: '/groups/{id}/leave/', tags, summary: 'Выйти из группы (лидер сначала передаёт лидерство)' } })
    .input(groupIdInput)
    .output(groupDetailMessageSchema)
    .mutation(({ ctx, input }) => leaveGroup(ctx.deps, ctx.user, input.id)),

  transferLeadership: signedInProcedure
    .meta({ openapi: { method: 'POST', path: '/groups/{id}/transfer_leadership/', tags, summary: 'Передать лидерство участнику {new_leader_id} (id пользователя); лидер' } })
    .input(transferLeadershipInput)
    .output(groupDetailMessageSchema)
    .mutation(({ ctx, input }) => transferLeadership(ctx.deps, ctx.user, input)),

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

  myInvitations: signedInProcedure
    .meta({ openapi: { method: 'GET', path: '/groups/invitations/', tags, summary: 'Ваши приглашения: отправленные и полученные' } })
    .output(z.array(groupInvitationSchema))
    .query(({ ctx }) => listMyInvitations(ctx.deps, ctx.user)),

  receivedInvitations: signedInProcedure
    .meta({ openapi: { method: 'GET', path: '/groups/invitations/received/', tags, summary: 'Полученные приглашения, ждущие ответа' } })
    .output(z.array(groupInvitationSchema))
    .query(({ ctx }) => listReceivedInvitations(ctx.deps, ctx.user)),

  groupInvitations: signedInProcedure
    .meta({ openapi: { method: 'GET', path: '/groups/{id}/invitations/', tags, summary: 'Приглашения группы (участникам)' } })
    .input(groupIdInput)
    .output(z.array(groupInvitationSchema))
    .query(({ ctx, input }) => listGroupInvitations(ctx.deps, ctx.user, input.id)),

  inviteUser: signedInProcedure
    .meta({ openapi: { method: 'POST', path: '/groups/{id}/invitations/invite_user/', tags, summary: 'Пригласить {invited_user_username}: лидер или can_invite при allow_invites; 7 дней' } })
    .input(inviteUserInput)
    .output(groupInvitationSchema)
    .mutation(({ ctx, input }) => inviteUser(ctx.deps, ctx.user, input)),

  acceptInvitation: signedInProcedure
    .meta({ openapi: { method: 'POST', path: '/groups/invitations/{id}/accept/', tags, summary: 'Принять приглашение (если вы не в другой группе)' } })
    .input(invitationIdInput)
    .output(groupInvitationSchema)
    .mutation(({ ctx, input }) => respondToInvitation(ctx.deps, ctx.user, input.id, 'accepted')),

  declineInvitation: signedInProcedure
    .meta({ openapi: { method: 'POST', path: '/groups/invitations/{id}/decline/', tags, summary: 'Отклонить приглашение' } })
    .input(invitationIdInput)
    .output(groupInvitationSchema)
    .mutation(({ ctx, input }) => respondToInvitation(ctx.deps, ctx.user, input.id, 'declined')),

  cancelInvitation: signedInProcedure
    .meta({ openapi: { method: 'DELETE', path: '/groups/invitations/{id}/cancel_invitation/', tags, summary: 'Отменить ожидающее приглашение (автор, лидер или can_invite)' } })
    .input(invitationIdInput)
    .output(groupDetailMessageSchema)
    .mutation(({ ctx, input }) => cancelInvitation(ctx.deps, ctx.user, input.id)),

  quests: signedInProcedure
    .meta({ openapi: { method: 'GET', path: '/groups/{id}/quests/', tags, summary: 'Квесты группы (участникам), новые первыми' } })
    .input(groupIdInput)
    .output(z.array(groupQuestSchema))
    .query(({ ctx, input }) => listGroupQuests(ctx.deps, ctx.user, input.id)),

  myGroupQuests: signedInProcedure
    .meta({ openapi: { method: 'GET', path: '/groups/quests/my_group_quests/', tags, summary: 'Квесты своей группы' } })
    .output(z.array(groupQuestSchema))
    .query(({ ctx }) => listMyGroupQuests(ctx.deps, ctx.user)),

  generateQuest: signedInProcedure
    .meta({ openapi: { method: 'POST', path: '/groups/{id}/quests/generate_quest/', tags, summary: 'Новый квест группы по опыту прошлой недели (лидер; один активный)' } })
    .input(groupIdInput)
    .output(groupQuestSchema)
    .mutation(({ ctx, input }) => generateGroupQuest(ctx.deps, ctx.user, input.id)),

  updateQuestProgress: signedInProcedure
    .meta({ openapi: { method: 'POST', path: '/groups/{id}/quests/{questId}/update_progress/', tags, summary: 'Пересчитать прогресс квеста по работе участников' } })
    .input(groupQuestIdInput)
    .output(groupQuestSchema)
    .mutation(({ ctx, input }) => updateGroupQuestProgress(ctx.deps, ctx.user, input)),

  abandonQuest: signedInProcedure
    .meta({ openapi: { method: 'POST', path: '/groups/{id}/quests/{questId}/abandon_quest/', tags, summary: 'Отказаться от активного квеста (лидер): он становится проваленным' } })
    .input(groupQuestIdInput)
    .output(groupQuestSchema)
    .mutation(({ ctx, input }) => abandonGroupQuest(ctx.deps, ctx.user, input)),
});
