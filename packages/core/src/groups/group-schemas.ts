import { recordId } from '../validation/record-id';
import { formBoolean } from '../validation/form-boolean';
import { z } from '../validation/z';
import { groupMessages } from './group-messages';
import { groupRules } from './group-rules';
import { pluralRu } from '../text/plural-ru';

const id = recordId();


const groupName = z
  .string({ error: groupMessages.nameRequired })
  .trim()
  .min(1, groupMessages.nameRequired)
  .max(groupRules.maxNameLength, `Название группы — не длиннее ${groupRules.maxNameLength} ${pluralRu(groupRules.maxNameLength, ['символа', 'символов', 'символов'])}`);
const description = z
  .string({ error: 'Описание — строка' })
  .trim()
  .max(groupRules.maxDescriptionLength, `Описание — не длиннее ${groupRules.maxDescriptionLength} ${pluralRu(groupRules.maxDescriptionLength, ['символа', 'символов', 'символов'])}`);

/** POST /groups/ (form-data or JSON; the avatar is a file field). */
export const createGroupInput = z.object({
  name: groupName,
  description: description.default(''),
  is_public: formBoolean.default(true),
  allow_invites: formBoolean.default(true),
});
export type CreateGroupInput = z.output<typeof createGroupInput>;

/** PATCH /groups/{id}/: the fields it names change; remove_avatar drops the picture. */
export const updateGroupInput = z.object({
  id,
  name: groupName.optional(),
  description: description.optional(),
  is_public: formBoolean.optional(),
  allow_invites: formBoolean.optional(),
  remove_avatar: formBoolean.optional(),
});
export type UpdateGroupInput = z.output<typeof updateGroupInput>;

export const groupIdInput = z.object({ id });
export type GroupIdInput = z.output<typeof groupIdInput>;

export const transferLeadershipInput = z.object({ id, new_leader_id: recordId(groupMessages.selectNewLeader) });
export type TransferLeadershipInput = z.output<typeof transferLeadershipInput>;

export const searchGroupsInput = z.object({
  q: z.string({ error: 'Запрос — строка' }).trim().max(100, 'Запрос — не длиннее 100 символов').default(''),
});
export type SearchGroupsInput = z.output<typeof searchGroupsInput>;

const limitMessage = `limit — от 1 до ${groupRules.maxTopLimit}`;
export const groupTopInput = z
  .object({
    limit: z.coerce.number({ error: limitMessage }).int(limitMessage).min(1, limitMessage).max(groupRules.maxTopLimit, limitMessage).default(groupRules.defaultTopLimit),
  })
  .default({ limit: groupRules.defaultTopLimit });
export type GroupTopInput = z.output<typeof groupTopInput>;

export const memberActionInput = z.object({ id, userId: id });
export type MemberActionInput = z.output<typeof memberActionInput>;

/** role_id null takes the member's role away. */
export const assignRoleInput = z.object({ id, userId: id, role_id: recordId('Выберите роль').nullable() });
export type AssignRoleInput = z.output<typeof assignRoleInput>;

const orderMessage = 'Порядок — целое число от -1000 до 1000';
const roleFields = {
  name: z
    .string({ error: groupMessages.roleNameRequired })
    .trim()
    .min(1, groupMessages.roleNameRequired)
    .max(100, 'Название роли — не длиннее 100 символов'),
  description: z.string({ error: 'Описание — строка' }).trim().max(500, 'Описание роли — не длиннее 500 символов'),
  can_invite: z.boolean({ error: 'can_invite — true или false' }),
  can_kick: z.boolean({ error: 'can_kick — true или false' }),
  can_manage_roles: z.boolean({ error: 'can_manage_roles — true или false' }),
  can_edit_group: z.boolean({ error: 'can_edit_group — true или false' }),
  order: z.coerce.number({ error: orderMessage }).int(orderMessage).min(-1000, orderMessage).max(1000, orderMessage),
};

export const createRoleInput = z.object({
  id,
  name: roleFields.name,
  description: roleFields.description.default(''),
  can_invite: roleFields.can_invite.default(false),
  can_kick: roleFields.can_kick.default(false),
  can_manage_roles: roleFields.can_manage_roles.default(false),
  can_edit_group: roleFields.can_edit_group.default(false),
  order: roleFields.order.default(0),
});
export type CreateRoleInput = z.output<typeof createRoleInput>;

export const updateRoleInput = z.object({
  id,
  roleId: id,
  name: roleFields.name.optional(),
  description: roleFields.description.optional(),
  can_invite: roleFields.can_invite.optional(),
  can_kick: roleFields.can_kick.optional(),
  can_manage_roles: roleFields.can_manage_roles.optional(),
  can_edit_group: roleFields.can_edit_group.optional(),
  order: roleFields.order.optional(),
});
export type UpdateRoleInput = z.output<typeof updateRoleInput>;

export const roleIdInput = z.object({ id, roleId: id });
export type RoleIdInput = z.output<typeof roleIdInput>;

export const assignToMemberInput = z.object({ id, roleId: id, member_id: recordId('Выберите участника') });
export type AssignToMemberInput = z.output<typeof assignToMemberInput>;

export const inviteUserInput = z.object({
  id,
  invited_user_username: z
    .string({ error: groupMessages.usernameRequired })
    .trim()
    .min(1, groupMessages.usernameRequired)
    .max(150, 'Имя пользователя — не длиннее 150 символов'),
});
export type InviteUserInput = z.output<typeof inviteUserInput>;

export const invitationIdInput = z.object({ id });

export const groupQuestIdInput = z.object({ id, questId: id });
export type GroupQuestIdInput = z.output<typeof groupQuestIdInput>;

export const groupSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  avatar: z.string().nullable(),
  is_public: z.boolean(),
  allow_invites: z.boolean(),
  level: z.number(),
  members_count: z.number(),
  experience_points: z.number(),
  experience_for_next_level: z.number(),
  /** points / next-level points, capped at 100 (SPEC §9). */
  progress_percentage: z.number(),
  total_achievement_points: z.number(),
  leader_username: z.string().nullable(),
  created_at: z.string(),
});
export type GroupSummary = z.infer<typeof groupSummarySchema>;

export const groupMemberSchema = z.object({
  id: z.number(),
  user: z.number(),
  user_username: z.string(),
  user_avatar: z.string().nullable(),
  user_level: z.number(),
  is_leader: z.boolean(),
  /** Earned experience in the last 7 days. */
  is_active: z.boolean(),
  role: z.number().nullable(),
  role_name: z.string().nullable(),
  contribution_points: z.number(),
  /** Experience earned this Moscow week (the overview's "members' week"). */
  week_points: z.number(),
  joined_at: z.string(),
  last_activity: z.string(),
});
export type GroupMember = z.infer<typeof groupMemberSchema>;

export const groupRoleSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  can_invite: z.boolean(),
  can_kick: z.boolean(),
  can_manage_roles: z.boolean(),
  can_edit_group: z.boolean(),
  order: z.number(),
  created_at: z.string(),
});
export type GroupRole = z.infer<typeof groupRoleSchema>;

export const invitationStatuses = ['pending', 'accepted', 'declined', 'expired'] as const;
export const groupInvitationSchema = z.object({
  id: z.number(),
  group: z.number(),
  group_name: z.string(),
  invited_by_username: z.string(),
  invited_user_username: z.string(),
  /** A pending one past expires_at is reported as expired. */
  status: z.enum(invitationStatuses),
  created_at: z.string(),
  expires_at: z.string(),
  responded_at: z.string().nullable(),
});
export type GroupInvitation = z.infer<typeof groupInvitationSchema>;

export const groupQuestStatuses = ['active', 'completed', 'failed'] as const;
export const groupQuestSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  status: z.enum(groupQuestStatuses),
  progress_percentage: z.number(),
  target_experience: z.number(),
  current_experience: z.number(),
  tasks_solved: z.number(),
  achievements: z.number(),
  /** Each contributing member's experience on completion. */
  experience_reward: z.number(),
  created_at: z.string(),
  expires_at: z.string(),
  completed_at: z.string().nullable(),
});
export type GroupQuest = z.infer<typeof groupQuestSchema>;

export const groupPermissionsSchema = z.object({
  is_leader: z.boolean(),
  can_invite: z.boolean(),
  can_kick: z.boolean(),
  can_manage_roles: z.boolean(),
  can_edit_group: z.boolean(),
  can_manage_quests: z.boolean(),
});
export type GroupPermissions = z.infer<typeof groupPermissionsSchema>;

export const groupDetailSchema = groupSummarySchema.extend({
  members: z.array(groupMemberSchema),
  roles: z.array(groupRoleSchema),
  invitations: z.array(groupInvitationSchema),
  quests: z.array(groupQuestSchema),
  /** The caller's rights in this group; null for an outsider. */
  my_permissions: groupPermissionsSchema.nullable(),
});
export type GroupDetail = z.infer<typeof groupDetailSchema>;

export const myGroupSchema = z.object({ group: groupDetailSchema.nullable() });

export const groupTopSchema = z.object({
  results: z.array(groupSummarySchema.extend({ place: z.number(), is_mine: z.boolean() })),
});
export type GroupTop = z.infer<typeof groupTopSchema>;

export const groupDetailMessageSchema = z.object({ detail: z.string() });
