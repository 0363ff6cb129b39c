/**
 * Days, weeks and streaks are Moscow time whatever the server's zone. Moscow has kept UTC+3 all
 * year since 2014, so a fixed offset is exact and needs no time-zone database.
 */
const moscowOffsetMs = 3 * 60 * 60 * 1000;
const dayMs = 24 * 60 * 60 * 1000;

/** The Moscow calendar date of an instant, as 'YYYY-MM-DD'. */
export function moscowDayOf(at: Date): string {
  return new Date(at.getTime() + moscowOffsetMs).toISOString().slice(0, 10);
}

/** The instant Moscow's day containing `at` began (00:00 MSK). */
export function moscowDayStartOf(at: Date): Date {
  const shifted = at.getTime() + moscowOffsetMs;
  return new Date(shifted - (((shifted % dayMs) + dayMs) % dayMs) - moscowOffsetMs);
}

/** The instant Moscow's week containing `at` began: Monday 00:00 MSK. */
export function moscowWeekStartOf(at: Date): Date {
  const dayStart = moscowDayStartOf(at);
  const weekday = new Date(dayStart.getTime() + moscowOffsetMs).getUTCDay(); // 0 = Sunday
  return new Date(dayStart.getTime() - ((weekday + 6) % 7) * dayMs);
}
