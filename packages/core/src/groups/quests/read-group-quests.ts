import type { Knex } from 'knex';
import type { GroupQuestsTable } from '../../db/tables/group-quests-table';
import { toGroupQuest } from './group-quest-row';
import { groupReadSql } from '../group-read-sql';
import type { GroupQuest } from '../group-schemas';

/** The group's quests, the newest first. */
export async function readGroupQuests(db: Knex | Knex.Transaction, groupId: number): Promise<GroupQuest[]> {
  const { rows } = await db.raw<{ rows: GroupQuestsTable[] }>(groupReadSql.quests, { groupId });
  return rows.map(toGroupQuest);
}
