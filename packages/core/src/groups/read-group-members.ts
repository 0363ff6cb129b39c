import type { Knex } from 'knex';
import { moscowDayOf, moscowWeekStartOf } from '../clock/moscow-time';
import { levelOf } from '../rules/level';
import type { FileStorage } from '../storage/file-storage';
import { daysAfter, groupRules } from './group-rules';
import type { GroupMember } from './group-schemas';

type MemberRow = {
  id: number;
  user_id: number;
  username: string;
  avatar: string | null;
  experience_points: number;
  is_leader: boolean;
  role_id: number | null;
  role_name: string | null;
  contribution_points: number;
  week_points: number;
  joined_at: Date;
  last_activity: Date;
};

/** SPEC §9: the leader first, then by join date. */
export async function readGroupMembers(db: Knex | Knex.Transaction, storage: FileStorage, groupId: number, now: Date): Promise<GroupMember[]> {
  const { rows } = await db.raw<{ rows: MemberRow[] }>(
    `SELECT m.id, m.user_id, u.username, u.avatar, u.experience_points, m.is_leader, m.role_id, r.name AS role_name,
            m.contribution_points, coalesce(w.points, 0)::int AS week_points, m.joined_at, m.last_activity
     FROM group_members m
     JOIN users u ON u.id = m.user_id
     LEFT JOIN group_roles r ON r.id = m.role_id
     LEFT JOIN experience_weekly w ON w.user_id = m.user_id AND w.week_start = :weekStart
     WHERE m.group_id = :groupId
     ORDER BY m.is_leader DESC, m.joined_at, m.id`,
    { groupId, weekStart: moscowDayOf(moscowWeekStartOf(now)) },
  );
  const activeSince = daysAfter(now, -groupRules.activeDays).getTime();
  return rows.map((row) => ({
    id: row.id,
    user: row.user_id,
    user_username: row.username,
    user_avatar: row.avatar ? storage.urlOf(row.avatar) : null,
    user_level: levelOf(row.experience_points),
    is_leader: row.is_leader,
    is_active: row.last_activity.getTime() >= activeSince,
    role: row.role_id,
    role_name: row.role_name,
    contribution_points: row.contribution_points,
    week_points: row.week_points,
    joined_at: row.joined_at.toISOString(),
    last_activity: row.last_activity.toISOString(),
  }));
}
