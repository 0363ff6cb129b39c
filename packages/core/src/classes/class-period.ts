import { moscowDayOf, moscowDayStartOf } from '../clock/moscow-time';

const dayMs = 24 * 60 * 60 * 1000;

export type ClassPeriodSpan = { fromDay: string; toDay: string; from: Date; to: Date };

/** The period's Moscow days, today the last: from the first day's 00:00 to the next midnight after today. */
export function classPeriodOf(now: Date, days: number): ClassPeriodSpan {
  const todayStart = moscowDayStartOf(now);
  const from = new Date(todayStart.getTime() - (days - 1) * dayMs);
  return { fromDay: moscowDayOf(from), toDay: moscowDayOf(now), from, to: new Date(todayStart.getTime() + dayMs) };
}
