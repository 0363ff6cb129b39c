import type { Knex } from 'knex';
import { toGroupQuest, type GroupQuestRow } from './group-quest-row';
import { groupReadSql } from '../group-read-sql';
import type { GroupQuest } from '../group-schemas';

/** The group's quests, the newest first. */
export async function readGroupQuests(db: Knex | Knex.Transaction, groupId: number): Promise<GroupQuest[]> {
  const { rows } = await db.raw<{ rows: GroupQuestRow[] }>(groupReadSql.quests, { groupId });
  return rows.map(toGroupQuest);
}
