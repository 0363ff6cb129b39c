import type { CoreDeps } from '../context/core-deps';
import { ensureWeeklyQuest } from './ensure-weekly-quest';
import { weekStartDayOf } from './quest-days';
import { questSql, type WeeklyQuestRow } from './quest-sql';
import { settleWeeklyQuest } from './settle-weekly-quest';
import { readWeeklyLedger, type WeeklyLedger } from './weekly-ledger';

export type WeeklyQuests = {
  now: Date;
  /** This week's quest that is not abandoned. */
  current: WeeklyQuestRow | null;
  /** Every quest of the user, newest first. */
  all: WeeklyQuestRow[];
  ledger: WeeklyLedger;
};

/**
 * The user's weekly quests as of now: last weeks' active ones settled and expired, this week's made
 * if the Monday job missed the user (the server was down, or the student is new), and its answered
 * tasks paid (decision 038).
 */
export async function loadWeeklyQuests(deps: CoreDeps, userId: number): Promise<WeeklyQuests> {
  const now = deps.clock.now();
  const weekStart = weekStartDayOf(now);
  const read = async () => {
    const [{ rows }, ledger] = await Promise.all([deps.db.raw<{ rows: WeeklyQuestRow[] }>(questSql.userWeekly, { userId }), readWeeklyLedger(deps.db, userId)]);
    return { all: rows, ledger, current: rows.find((row) => row.week_start === weekStart && row.status !== 'abandoned') ?? null };
  };
  const first = await read();
  let changed = false;
  for (const stale of first.all.filter((row) => row.status === 'active' && row.week_start < weekStart)) {
    changed = (await settleWeeklyQuest(deps.db, stale, first.ledger, now, { expire: true })) || changed;
  }
  if (!first.all.some((row) => row.week_start === weekStart)) changed = (await ensureWeeklyQuest(deps.db, userId, now)) || changed;
  const current = changed ? (await read()).current : first.current;
  if (current) changed = (await settleWeeklyQuest(deps.db, current, first.ledger, now)) || changed;
  return { now, ...(changed ? await read() : first) };
}
