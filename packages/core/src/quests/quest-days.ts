import { moscowDayOf, moscowWeekStartOf } from '../clock/moscow-time';

const dayMs = 24 * 60 * 60 * 1000;

/** The instant a Moscow day 'YYYY-MM-DD' begins, plus `days` whole days. */
export function moscowStartOfDay(day: string, days = 0): Date {
  return new Date(Date.parse(`${day}T00:00:00+03:00`) + days * dayMs);
}

/** The Monday (Moscow) of the week of `at`, 'YYYY-MM-DD'. */
export function weekStartDayOf(at: Date): string {
  return moscowDayOf(moscowWeekStartOf(at));
}

/** 'YYYY-MM-DD' -> 'DD.MM.YYYY'. */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
}

/** The Moscow date of an instant as 'DD.MM.YYYY'. */
export function formatMoscowDate(at: Date): string {
  return formatDay(moscowDayOf(at));
}
