import type { Knex } from 'knex';
import { earnAchievements } from '../achievements/earn-achievements';
import { awardExperience } from '../experience/award-experience';
import { answeredKeys } from './answered-keys';
import { moscowStartOfDay } from './quest-days';
import { questRules } from './quest-rules';
import { questSql, type WeeklyQuestRow } from './quest-sql';
import type { WeeklyLedger } from './weekly-ledger';

/**
 * Pays an active weekly quest's tasks answered correctly within its week and not paid yet (the
 * ledger's unique source '{quest}:{key}' pays each once, however many settle at once), completes
 * the quest when every task is paid, and with `expire` closes a past week's quest as 'Истек'.
 * Returns whether anything changed.
 */
export async function settleWeeklyQuest(db: Knex, row: WeeklyQuestRow, ledger: WeeklyLedger, now: Date, options: { expire?: boolean } = {}): Promise<boolean> {
  if (row.status !== 'active') return false;
  const keys = await answeredKeys(db, row.user_id, row.tasks, row.created_at, moscowStartOfDay(row.week_start, 7));
  const paid = ledger.get(row.id)?.tasks ?? new Map();
  const toPay = row.tasks.filter((ref) => keys.has(ref.key) && !paid.has(ref.key));
  const allDone = keys.size === row.tasks.length;
  if (toPay.length === 0 && !allDone && !options.expire) return false;
  await db.transaction(async (trx) => {
    for (const ref of toPay) {
      await awardExperience(trx, {
        userId: row.user_id,
        amount: ref.base_experience * questRules.weeklyMultiplier,
        sourceKind: 'weekly_quest',
        sourceId: `${row.id}:${ref.key}`,
        at: now,
      });
    }
    const percentage = row.tasks.length === 0 ? 0 : Math.round((keys.size * 100) / row.tasks.length);
    const status = allDone ? 'completed' : options.expire ? 'expired' : null;
    if (!status) return;
    const { rows } = await trx.raw<{ rows: unknown[] }>(questSql.closeWeekly, { id: row.id, status, now, finalProgress: percentage });
    if (status === 'completed' && rows.length > 0) await earnAchievements(trx, row.user_id, now);
  });
  return true;
}
