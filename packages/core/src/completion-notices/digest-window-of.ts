import { moscowDayOf, moscowDayStartOf } from '../clock/moscow-time';

/** The digest's hour, Moscow time: the job runs then (decision 070). */
export const digestHourMoscow = 20;
const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;

export type DigestWindow = { day: string; from: Date; to: Date };

/**
 * The digest a run at `now` sends: of the last 20:00 (Moscow) at or before `now`, named by that
 * Moscow day, and covering the day up to it from the evening before, so a homework done at 22:00 is
 * in the next evening's digest rather than in none. A late run (after an outage, past midnight)
 * still sends yesterday's and never a day's that has not ended.
 */
export function digestWindowOf(now: Date): DigestWindow {
  let to = moscowDayStartOf(now).getTime() + digestHourMoscow * hourMs;
  if (now.getTime() < to) to -= dayMs;
  return { day: moscowDayOf(new Date(to)), from: new Date(to - dayMs), to: new Date(to) };
}
