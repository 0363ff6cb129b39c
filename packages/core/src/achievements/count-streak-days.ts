const dayMs = 24 * 60 * 60 * 1000;

function dayBefore(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - dayMs).toISOString().slice(0, 10);
}

/**
 * Consecutive days with a solve ending today, or yesterday when today has none yet (the streak is
 * still alive until the day ends). Days are Moscow calendar dates 'YYYY-MM-DD' (moscowDayOf).
 */
export function countStreakDays(days: Iterable<string>, today: string): number {
  const solvedDays = new Set(days);
  let day = solvedDays.has(today) ? today : dayBefore(today);
  let streak = 0;
  while (solvedDays.has(day)) {
    streak++;
    day = dayBefore(day);
  }
  return streak;
}
