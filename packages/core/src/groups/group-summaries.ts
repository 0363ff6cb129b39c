import type { Knex } from 'knex';
import { achievementCatalogue } from '../achievements/achievement-catalogue';
import type { FileStorage } from '../storage/file-storage';
import { groupLevelOf } from './group-level-of';
import type { GroupSummary } from './group-schemas';

export type GroupRow = {
  id: number;
  name: string;
  description: string;
  avatar: string | null;
  is_public: boolean;
  allow_invites: boolean;
  experience_points: number;
  created_at: Date;
  members_count: number;
  leader_username: string | null;
};

/** A group row with its members' count and leader; :where and :order filled in by the caller. */
export const groupRowSql = (where: string, tail = '') => `
  SELECT g.id, g.name, g.description, g.avatar, g.is_public, g.allow_invites, g.experience_points, g.created_at,
         (SELECT count(*) FROM group_members c WHERE c.group_id = g.id)::int AS members_count,
         (SELECT u.username FROM group_members l JOIN users u ON u.id = l.user_id WHERE l.group_id = g.id AND l.is_leader) AS leader_username
  FROM groups g WHERE ${where} ${tail}`;

const pointsOf = new Map(achievementCatalogue.map((achievement) => [achievement.id, achievement.points]));

/** The groups as the API shows them: level and progress from the points, achievement points of the current members. */
export async function toGroupSummaries(db: Knex | Knex.Transaction, storage: FileStorage, rows: readonly GroupRow[]): Promise<GroupSummary[]> {
  const achievementPoints = new Map<number, number>();
  if (rows.length > 0) {
    const { rows: earned } = await db.raw<{ rows: { group_id: number; achievement_id: string; n: number }[] }>(
      `SELECT m.group_id, a.achievement_id, count(*)::int AS n
       FROM group_members m JOIN user_achievements a ON a.user_id = m.user_id
       WHERE m.group_id = ANY(?::int[]) GROUP BY m.group_id, a.achievement_id`,
      [rows.map((row) => row.id)],
    );
    for (const row of earned) {
      achievementPoints.set(row.group_id, (achievementPoints.get(row.group_id) ?? 0) + (pointsOf.get(row.achievement_id) ?? 0) * row.n);
    }
  }
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    avatar: row.avatar ? storage.urlOf(row.avatar) : null,
    is_public: row.is_public,
    allow_invites: row.allow_invites,
    ...groupLevelOf(row.experience_points),
    members_count: row.members_count,
    experience_points: row.experience_points,
    total_achievement_points: achievementPoints.get(row.id) ?? 0,
    leader_username: row.leader_username,
    created_at: row.created_at.toISOString(),
  }));
}
