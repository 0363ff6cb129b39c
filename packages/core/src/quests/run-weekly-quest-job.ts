import type { CoreDeps } from '../context/core-deps';
import { ensureWeeklyQuest } from './ensure-weekly-quest';
import { moscowStartOfDay, weekStartDayOf } from './quest-days';
import { questRules } from './quest-rules';
import { questSql, type WeeklyQuestRow } from './quest-sql';
import { settleWeeklyQuest } from './settle-weekly-quest';
import { readWeeklyLedger } from './weekly-ledger';

/**
 * The Monday 00:00 (Moscow) job: last weeks' active quests settled and expired ('Истек'), and the
 * week's quest made for every student who answered in the last 30 days. Safe to run on several
 * instances at once or twice: a quest is once per user and week by our unique key, an expiry only
 * changes an active quest, and a payment is once by the ledger's (decision 038).
 */
export async function runWeeklyQuestJob(deps: CoreDeps): Promise<{ expired: number; created: number }> {
  const now = deps.clock.now();
  const weekStart = weekStartDayOf(now);
  const { rows: stale } = await deps.db.raw<{ rows: WeeklyQuestRow[] }>(questSql.staleWeekly, { weekStart, userId: null });
  let expired = 0;
  for (const row of stale) {
    if (await settleWeeklyQuest(deps.db, row, await readWeeklyLedger(deps.db, row.user_id), now, { expire: true })) expired += 1;
  }
  const since = moscowStartOfDay(weekStart, -questRules.activeWithinDays);
  const { rows: students } = await deps.db.raw<{ rows: { id: number }[] }>(questSql.activeStudents, { since, weekStart });
  let created = 0;
  for (const student of students) {
    if (await ensureWeeklyQuest(deps.db, student.id, now)) created += 1;
  }
  return { expired, created };
}
