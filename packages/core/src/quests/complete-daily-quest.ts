import type { Knex } from 'knex';
import { earnAchievements } from '../achievements/earn-achievements';
import { awardExperience } from '../experience/award-experience';
import { dailyExperienceOf } from './quest-formulas';
import { questSql, type DailyQuestRow } from './quest-sql';

/**
 * Completes an active daily quest and pays base × multiplier once (the ledger's 'daily_quest' row
 * of the quest); a concurrent completion finds it completed and changes nothing.
 */
export async function completeDailyQuest(db: Knex, row: DailyQuestRow, now: Date): Promise<void> {
  await db.transaction(async (trx) => {
    const { rows } = await trx.raw<{ rows: unknown[] }>(questSql.completeDaily, { id: row.id, now });
    if (rows.length === 0) return;
    await awardExperience(trx, { userId: row.user_id, amount: dailyExperienceOf(row), sourceKind: 'daily_quest', sourceId: row.id, at: now });
    await earnAchievements(trx, row.user_id, now);
  });
}
