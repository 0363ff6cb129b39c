import type { Knex } from 'knex';
import { questSql, type LedgerRow } from './quest-sql';

/** What the user's weekly quests paid: per quest, its tasks' rows (by key) and its bonuses' (by threshold). */
export type WeeklyLedger = Map<number, { tasks: Map<string, LedgerRow>; bonuses: Map<number, LedgerRow> }>;

export async function readWeeklyLedger(db: Knex | Knex.Transaction, userId: number): Promise<WeeklyLedger> {
  const { rows } = await db.raw<{ rows: LedgerRow[] }>(questSql.ledgerRows, { userId, kinds: ['weekly_quest', 'quest_bonus'] });
  const ledger: WeeklyLedger = new Map();
  for (const row of rows) {
    const [questId, part] = row.source_id.split(':');
    const entry = ledger.get(Number(questId)) ?? { tasks: new Map(), bonuses: new Map() };
    if (row.source_kind === 'weekly_quest') entry.tasks.set(part!, row);
    else entry.bonuses.set(Number(part), row);
    ledger.set(Number(questId), entry);
  }
  return ledger;
}
