import type { Knex } from 'knex';
import { toGroupQuest, type GroupQuestRow } from './group-quest-row';
import type { GroupQuest } from './group-schemas';

/** The group's quests, the newest first. */
export async function readGroupQuests(db: Knex | Knex.Transaction, groupId: number): Promise<GroupQuest[]> {
  const rows = (await db('group_quests').where({ group_id: groupId }).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(50)) as GroupQuestRow[];
  return rows.map(toGroupQuest);
}
