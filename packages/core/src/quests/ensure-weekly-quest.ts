import type { Knex } from 'knex';
import { pickQuestTasks } from './pick-quest-tasks';
import { weekStartDayOf } from './quest-days';
import { questSql } from './quest-sql';

/**
 * The user's quest of the week of `now`, made unless the user has one (abandoned or not): the
 * Monday job and a first read both come here, and the unique key lets one insert win. Returns
 * whether this call made it.
 */
export async function ensureWeeklyQuest(db: Knex, userId: number, now: Date): Promise<boolean> {
  const tasks = await pickQuestTasks(db, userId, 'weekly');
  if (tasks.length === 0) return false;
  const { rows } = await db.raw<{ rows: unknown[] }>(questSql.insertWeekly, { userId, weekStart: weekStartDayOf(now), tasks: JSON.stringify(tasks), now });
  return rows.length > 0;
}
