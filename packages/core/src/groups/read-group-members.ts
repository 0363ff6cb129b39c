import type { Knex } from 'knex';
import { moscowDayOf, moscowWeekStartOf } from '../clock/moscow-time';
import { levelOf } from '../rules/level';
import type { FileStorage } from '../storage/file-storage';
import { groupReadSql } from './group-read-sql';
import { daysAfter, groupRules } from './group-rules';
import type { GroupMember } from './group-schemas';

export type MemberRow = {
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
  const { rows } = await db.raw<{ rows: MemberRow[] }>(groupReadSql.members, { groupId, weekStart: memberWeekStartOf(now) });
  return toGroupMembers(rows, storage, now);
}

/** The Moscow week whose points the members' list shows beside each member. */
export const memberWeekStartOf = (now: Date): string => moscowDayOf(moscowWeekStartOf(now));

/** readGroupMembers' shaping of the rows (groupReadSql.members). */
export function toGroupMembers(rows: readonly MemberRow[], storage: FileStorage, now: Date): GroupMember[] {
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
