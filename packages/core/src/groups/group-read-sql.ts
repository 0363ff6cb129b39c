/** A group row with its members' count and leader; the where and the tail (order, limit) filled in by the caller. */
export const groupRowSql = (where: string, tail = '') => `
  SELECT g.id, g.name, g.description, g.avatar, g.is_public, g.allow_invites, g.experience_points, g.created_at,
         (SELECT count(*) FROM group_members c WHERE c.group_id = g.id)::int AS members_count,
         (SELECT u.username FROM group_members l JOIN users u ON u.id = l.user_id WHERE l.group_id = g.id AND l.is_leader) AS leader_username
  FROM groups g WHERE ${where} ${tail}`;

/** The invitations' statement for a filter's where; newest first. */
export const invitationsSql = (where: string) => `
  SELECT i.id, i.group_id, g.name AS group_name, b.username AS invited_by_username, t.username AS invited_user_username,
         i.status, i.created_at, i.expires_at, i.responded_at
  FROM group_invitations i
  JOIN groups g ON g.id = i.group_id
  JOIN users b ON b.id = i.invited_by
  JOIN users t ON t.id = i.invited_user_id
  WHERE ${where}
  ORDER BY i.created_at DESC, i.id DESC LIMIT 100`;

/**
 * The statements GET /groups/my_group/ and GET /groups/top/ send (named bindings), constant so that
 * the benchmark's floor sends the same.
 */
export const groupReadSql = {
  /** The group the user is in (a user is in at most one). */
  myGroupId: 'SELECT group_id FROM group_members WHERE user_id = :userId',
  /** The refresh's first step: the group's active quest, locked (refreshGroupQuest). */
  lockActiveQuest: `SELECT * FROM group_quests WHERE group_id = :groupId AND status = 'active' FOR UPDATE`,
  /** The caller's standing: the group's flags, the caller's member row and role. */
  access: `
    SELECT g.id, g.is_public, g.allow_invites, m.id AS member_id, m.is_leader,
           r.can_invite, r.can_kick, r.can_manage_roles, r.can_edit_group
    FROM groups g
    LEFT JOIN group_members m ON m.group_id = g.id AND m.user_id = :userId
    LEFT JOIN group_roles r ON r.id = m.role_id
    WHERE g.id = :groupId`,
  detail: groupRowSql('g.id = :groupId'),
  /** The first :limit rows of the groups_top index (experience_points DESC, id). */
  top: groupRowSql('g.id IN (SELECT id FROM groups ORDER BY experience_points DESC, id LIMIT :limit)', 'ORDER BY g.experience_points DESC, g.id'),
  /** The current members' achievements per group, counted by id (the points come from the catalogue). */
  achievements: `
    SELECT m.group_id, a.achievement_id, count(*)::int AS n
    FROM group_members m JOIN user_achievements a ON a.user_id = m.user_id
    WHERE m.group_id = ANY(:groupIds::int[]) GROUP BY m.group_id, a.achievement_id`,
  /** SPEC §9: the leader first, then by join date; this Moscow week's points beside. */
  members: `
    SELECT m.id, m.user_id, u.username, u.avatar, u.experience_points, m.is_leader, m.role_id, r.name AS role_name,
           m.contribution_points, coalesce(w.points, 0)::int AS week_points, m.joined_at, m.last_activity
    FROM group_members m
    JOIN users u ON u.id = m.user_id
    LEFT JOIN group_roles r ON r.id = m.role_id
    LEFT JOIN experience_weekly w ON w.user_id = m.user_id AND w.week_start = :weekStart
    WHERE m.group_id = :groupId
    ORDER BY m.is_leader DESC, m.joined_at, m.id`,
  /** SPEC §3: lower order first. */
  roles: `
    SELECT id, name, description, can_invite, can_kick, can_manage_roles, can_edit_group, sort_order, created_at
    FROM group_roles WHERE group_id = :groupId ORDER BY sort_order, id`,
  invitations: invitationsSql('i.group_id = :groupId'),
  /** The newest 50 first. */
  quests: 'SELECT * FROM group_quests WHERE group_id = :groupId ORDER BY created_at DESC, id DESC LIMIT 50',
} as const;
