import { freezeEveryDays, helperMultiplier } from './helper-multiplier';

export type Streak = {
  /** Consecutive Moscow days with a completed daily quest, up to today or yesterday (frozen days bridge, not count). */
  current: number;
  best: number;
  completed_today: boolean;
  /** Today's quest's multiplier: of the streak with today counted (SPEC §9: x1.2 … x2.0 from day 5). */
  multiplier: number;
  /** A freeze is held: the next single missed day will be covered. */
  freeze_available: boolean;
  /** Completed days still to go before a freeze is held (0 when one is). */
  days_to_freeze: number;
  /** The missed days a freeze covered in the current streak, 'YYYY-MM-DD'. */
  frozen_days: string[];
};

const dayMs = 24 * 60 * 60 * 1000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / dayMs);
const dayAfter = (day: string) => new Date(Date.parse(day) + dayMs).toISOString().slice(0, 10);

/**
 * The streak from the Moscow days with a completed daily quest (ascending, distinct) as of `today`.
 * A freeze is earned by every `freezeEveryDays` completed days since the streak began or the last
 * freeze was spent, at most one held; it covers one missed day automatically (decision 038).
 */
export function streakOf(days: readonly string[], today: string): Streak {
  let current = 0;
  let best = 0;
  let earning = 0;
  let frozen: string[] = [];
  let last: string | null = null;
  for (const day of days) {
    if (day > today) break;
    const gap = last === null ? Infinity : daysBetween(last, day);
    if (gap === 1) {
      current += 1;
      earning += 1;
    } else if (gap === 2 && earning >= freezeEveryDays) {
      frozen = [...frozen, dayAfter(last!)];
      current += 1;
      earning = 1;
    } else {
      current = 1;
      earning = 1;
      frozen = [];
    }
    last = day;
    best = Math.max(best, current);
  }
  const gap = last === null ? Infinity : daysBetween(last, today);
  const bridged = gap === 2 && earning >= freezeEveryDays;
  const alive = gap <= 1 || bridged;
  if (!alive) {
    current = 0;
    earning = 0;
    frozen = [];
  }
  if (bridged) {
    frozen = [...frozen, dayAfter(last!)];
    earning = 0;
  }
  const completedToday = gap === 0;
  const held = earning >= freezeEveryDays;
  return {
    current,
    best,
    completed_today: completedToday,
    multiplier: helperMultiplier(completedToday ? current : current + 1),
    freeze_available: held,
    days_to_freeze: held ? 0 : freezeEveryDays - earning,
    frozen_days: frozen,
  };
}
