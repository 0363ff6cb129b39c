import { moscowDayOf } from '../clock/moscow-time';
import type { CoreDeps } from '../context/core-deps';
import { answeredKeys } from './answered-keys';
import { completeDailyQuest } from './complete-daily-quest';
import { moscowStartOfDay } from './quest-days';
import { questSql, type DailyQuestRow } from './quest-sql';
import { streakOf, type Streak } from '../streaks/streak-of';

export type DailyQuestNow = { row: DailyQuestRow | null; answered: Set<string>; streak: Streak };

/**
 * Today's daily quest (Moscow day) with its answered tasks, completed now if every task has a
 * correct answer of that day, and the streak after it.
 */
export async function loadDailyQuest(deps: CoreDeps, userId: number): Promise<DailyQuestNow> {
  const now = deps.clock.now();
  const today = moscowDayOf(now);
  const readRow = async () => (await deps.db.raw<{ rows: DailyQuestRow[] }>(questSql.currentDaily, { userId, day: today })).rows[0] ?? null;
  let row = await readRow();
  let answered = new Set<string>();
  if (row?.status === 'active') {
    answered = await answeredKeys(deps.db, userId, row.tasks, row.created_at, moscowStartOfDay(row.day, 1));
    if (answered.size === row.tasks.length) {
      // Completed by this read or by one at the same time (whose commit the update waited for).
      await completeDailyQuest(deps.db, row, now);
      row = await readRow();
    }
  }
  const { rows } = await deps.db.raw<{ rows: { day: string }[] }>(questSql.completedDays, { userId, until: today });
  return {
    row,
    answered,
    streak: streakOf(
      rows.map((item) => item.day),
      today,
    ),
  };
}
