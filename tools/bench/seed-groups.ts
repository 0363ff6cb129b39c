import type { Knex } from 'knex';
import type { SeededUser } from './seed-users';

export type GroupSeedOptions = { groups: number; members: number; log?: (line: string) => void };
export type SeededGroups = {
  groups: number;
  /** The bench group's members, its leader included. */
  members: number;
  roles: number;
  invitations: number;
  quests: number;
  /** A member of the bench group with a role: the one who reads GET /groups/my_group/. */
  reader: SeededUser;
  seconds: number;
};

const benchRoles = [
  { name: 'Модератор', can_invite: true, can_kick: true, can_manage_roles: false, can_edit_group: false },
  { name: 'Рекрутер', can_invite: true, can_kick: false, can_manage_roles: false, can_edit_group: false },
  { name: 'Редактор', can_invite: false, can_kick: false, can_manage_roles: false, can_edit_group: true },
];
const benchInvitations = 12;
const benchQuests = 8;
const benchAchievements = ['solved-1', 'solved-10', 'types-5'];

/**
 * Groups at scale (issue 15's benchmark): `groups` groups, each led by its own user, with experience
 * points spread over 0–99,999 (the top reads the first rows of groups_top); the first of them, the
 * bench group, has `members` members (the leader and members with roles, a third of them active this
 * week), 3 roles, 12 invitations of every status, 8 past quests (completed and failed: no active one,
 * so reading the group refreshes nothing) and a few achievements per member. The users are the
 * newest ones, each in at most one group; the migrations' own accounts are left out.
 */
export async function seedGroups(db: Knex, options: GroupSeedOptions): Promise<SeededGroups> {
  const started = performance.now();
  const now = new Date();
  const needed = options.groups + options.members - 1 + benchInvitations;
  const users = (await db('users').where('username', 'like', 'bench\\_user\\_%').orderBy('id', 'desc').limit(needed).select('id')) as { id: number }[];
  if (users.length < needed) throw new Error(`Groups need ${needed} users, found ${users.length}`);
  const ids = users.map((user) => user.id);
  const leaders = ids.slice(0, options.groups);
  const members = ids.slice(options.groups, options.groups + options.members - 1);
  const invited = ids.slice(options.groups + options.members - 1);
  const result = await db.transaction(async (trx) => {
    const { rows: groups } = (await trx.raw(
      `INSERT INTO groups (name, description, is_public, allow_invites, experience_points, created_at)
       SELECT 'bench_group_' || n, 'Группа бенчмарка ' || n, n % 4 <> 0, true, floor(random() * 100000)::int, ?::timestamptz - n * interval '1 minute'
       FROM generate_series(1, ?) AS n ORDER BY n RETURNING id`,
      [now, options.groups],
    )) as { rows: { id: number }[] };
    const groupIds = groups.map((group) => group.id);
    await trx.raw(
      `INSERT INTO group_members (group_id, user_id, is_leader, contribution_points, joined_at, last_activity)
       SELECT g, u, true, floor(random() * 5000)::int, ?::timestamptz - interval '60 days', ?::timestamptz - floor(random() * 30) * interval '1 day'
       FROM unnest(?::int[], ?::int[]) AS p(g, u)`,
      [now, now, groupIds, leaders],
    );
    const benchGroupId = groupIds[0]!;
    const roles = (await trx('group_roles')
      .insert(benchRoles.map((role, order) => ({ ...role, group_id: benchGroupId, description: `Роль ${role.name}`, sort_order: order, created_at: now })))
      .returning('id')) as { id: number }[];
    // Every other member has a role, in turn; a third were active this week.
    await trx('group_members').insert(
      members.map((userId, index) => ({
        group_id: benchGroupId,
        user_id: userId,
        is_leader: false,
        role_id: index % 2 === 0 ? roles[(index / 2) % roles.length]!.id : null,
        contribution_points: 10 * (index + 1),
        joined_at: new Date(now.getTime() - (50 - index) * 86_400_000),
        last_activity: new Date(now.getTime() - (index % 3 === 0 ? 1 : 20) * 86_400_000),
      })),
    );
    const statuses = ['pending', 'accepted', 'declined', 'expired'] as const;
    await trx('group_invitations').insert(
      invited.map((userId, index) => {
        const created = new Date(now.getTime() - (index + 1) * 86_400_000);
        const status = statuses[index % statuses.length]!;
        return {
          group_id: benchGroupId,
          invited_by: leaders[0]!,
          invited_user_id: userId,
          status,
          created_at: created,
          expires_at: new Date(created.getTime() + 7 * 86_400_000),
          responded_at: status === 'accepted' || status === 'declined' ? new Date(created.getTime() + 3_600_000) : null,
        };
      }),
    );
    await trx('group_quests').insert(
      Array.from({ length: benchQuests }, (_, index) => {
        const created = new Date(now.getTime() - (index + 1) * 7 * 86_400_000);
        const completed = index % 2 === 0;
        return {
          group_id: benchGroupId,
          title: `Квест недели ${index + 1}`,
          description: 'Наберите опыт всей группой',
          status: completed ? 'completed' : 'failed',
          target_experience: 1500,
          current_experience: completed ? 1500 : 700,
          tasks_solved: completed ? 60 : 25,
          achievements: index % 3,
          experience_reward: 50,
          created_at: created,
          expires_at: new Date(created.getTime() + 7 * 86_400_000),
          completed_at: completed ? new Date(created.getTime() + 5 * 86_400_000) : null,
        };
      }),
    );
    await trx.raw(
      `INSERT INTO user_achievements (user_id, achievement_id, earned_at)
       SELECT u, a, ? FROM unnest(?::int[]) AS u CROSS JOIN unnest(?::text[]) AS a ON CONFLICT DO NOTHING`,
      [now, [leaders[0]!, ...members], benchAchievements],
    );
    return { groups: groupIds.length, roles: roles.length, reader: members[0]! };
  });
  for (const table of ['groups', 'group_members', 'group_roles', 'group_invitations', 'group_quests', 'user_achievements']) await db.raw(`VACUUM ANALYZE ${table}`);
  const reader = await db('users').where({ id: result.reader }).first<SeededUser>('id', 'username', 'token_version');
  if (!reader) throw new Error('The group reader is gone');
  options.log?.(`  groups: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return {
    groups: result.groups,
    members: members.length + 1,
    roles: result.roles,
    invitations: invited.length,
    quests: benchQuests,
    reader,
    seconds: (performance.now() - started) / 1000,
  };
}
