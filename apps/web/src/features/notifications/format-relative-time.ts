import { pluralRu } from '../../lib/plural-ru';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/** When a notification came, as a person says it: 'только что', '5 минут назад', then the date after a week. */
export function formatRelativeTime(iso: string, now: number = Date.now()): string {
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return '';
  const ago = Math.max(0, now - at);
  if (ago < minute) return 'только что';
  if (ago < hour) return countAgo(Math.floor(ago / minute), ['минуту', 'минуты', 'минут']);
  if (ago < day) return countAgo(Math.floor(ago / hour), ['час', 'часа', 'часов']);
  if (ago < 7 * day) return countAgo(Math.floor(ago / day), ['день', 'дня', 'дней']);
  return new Date(at).toLocaleDateString('ru-RU', { day: 'numeric', month: 'long', year: 'numeric' });
}

function countAgo(count: number, forms: readonly [string, string, string]): string {
  return `${count} ${pluralRu(count, forms)} назад`;
}
