import { createGroup } from '@ege/core/groups/membership/create-group';
import { deleteGroup } from '@ege/core/groups/membership/delete-group';
import { getGroup } from '@ege/core/groups/get-group';
import { getMyGroup } from '@ege/core/groups/get-my-group';
import {
  createGroupInput,
  groupDetailMessageSchema,
  groupDetailSchema,
  groupIdInput,
  groupTopInput,
  groupTopSchema,
  myGroupSchema,
  searchGroupsInput,
  transferLeadershipInput,
  updateGroupInput,
} from '@ege/core/groups/group-schemas';
import { joinGroup } from '@ege/core/groups/membership/join-group';
import { leaveGroup } from '@ege/core/groups/membership/leave-group';
import { listGroupTop } from '@ege/core/groups/list-group-top';
import { listGroups } from '@ege/core/groups/list-groups';
import { transferLeadership } from '@ege/core/groups/membership/transfer-leadership';
import { updateGroup } from '@ege/core/groups/membership/update-group';
import { signedInProcedure } from '../../trpc';
import { formOrJson, groupList, tags } from './group-openapi';

export const groupProcedures = {
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
};
