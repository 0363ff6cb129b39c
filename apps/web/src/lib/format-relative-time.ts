import { pluralRu } from '@ege/core/text/plural-ru';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;
/** Past this a count of days stops helping; the date reads better (SPEC §2 says only: minutes, hours, days). */
const daysBeforeDate = 30;

/**
 * When something happened (a comment, a notification), as a Russian reader says it: 'только что',
 * '5 минут назад', '2 часа назад', '3 дня назад', and the ru-RU date from 30 days on. A time slightly
 * ahead of the clock (a skewed client clock) also reads 'только что'.
 */
export function formatRelativeTime(at: string | Date, now: Date): string {
  const time = new Date(at);
  if (Number.isNaN(time.getTime())) return '';
  const elapsed = now.getTime() - time.getTime();
  if (elapsed < minute) return 'только что';
  if (elapsed < hour) return ago(Math.floor(elapsed / minute), ['минуту', 'минуты', 'минут']);
  if (elapsed < day) return ago(Math.floor(elapsed / hour), ['час', 'часа', 'часов']);
  if (elapsed < daysBeforeDate * day) return ago(Math.floor(elapsed / day), ['день', 'дня', 'дней']);
  return time.toLocaleDateString('ru-RU');
}

function ago(count: number, forms: readonly [string, string, string]): string {
  return `${count} ${pluralRu(count, forms)} назад`;
}
