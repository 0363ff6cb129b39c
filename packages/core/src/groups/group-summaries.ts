import type { Knex } from 'knex';
import { achievementCatalogue } from '../achievements/achievement-catalogue';
import type { GroupsTable } from '../db/tables/groups-table';
import type { FileStorage } from '../storage/file-storage';
import { groupLevelOf } from './group-level-of';
import { groupReadSql } from './group-read-sql';
import type { GroupSummary } from './group-schemas';

export type GroupRow = GroupsTable & { members_count: number; leader_username: string | null };

const pointsOf = new Map(achievementCatalogue.map((achievement) => [achievement.id, achievement.points]));

export type AchievementCountRow = { group_id: number; achievement_id: string; n: number };

/** The groups as the API shows them: level and progress from the points, achievement points of the current members. */
export async function toGroupSummaries(db: Knex | Knex.Transaction, storage: FileStorage, rows: readonly GroupRow[]): Promise<GroupSummary[]> {
  if (rows.length === 0) return [];
  const { rows: earned } = await db.raw<{ rows: AchievementCountRow[] }>(groupReadSql.achievements, { groupIds: rows.map((row) => row.id) });
  return shapeGroupSummaries(rows, earned, storage);
}

/** toGroupSummaries' shaping of the rows and the members' achievement counts (groupReadSql.achievements). */
export function shapeGroupSummaries(rows: readonly GroupRow[], earned: readonly AchievementCountRow[], storage: FileStorage): GroupSummary[] {
  const achievementPoints = new Map<number, number>();
  for (const row of earned) {
    achievementPoints.set(row.group_id, (achievementPoints.get(row.group_id) ?? 0) + (pointsOf.get(row.achievement_id) ?? 0) * row.n);
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
