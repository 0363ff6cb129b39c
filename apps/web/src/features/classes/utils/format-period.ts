/** A Moscow day 'YYYY-MM-DD' as '28 ноября' (read as a date, not a moment: no zone moves it). */
function formatDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('ru-RU', { day: 'numeric', month: 'long', timeZone: 'UTC' });
}

/** 'с 30 октября по 28 ноября': the report's days, both included. */
export function formatPeriod(fromDay: string, toDay: string): string {
  return `с ${formatDay(fromDay)} по ${formatDay(toDay)}`;
}
