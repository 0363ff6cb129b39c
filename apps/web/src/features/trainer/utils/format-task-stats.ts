import { formatSeconds } from './format-seconds';

const noData = 'Нет данных';
const attemptsFormat = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1 });

/** An average from tasks.stats: '...' while it loads, 'Нет данных' when there is none or it is zero. */
export function formatAverageTime(seconds: number | null | undefined, loading: boolean): string {
  if (loading) return '...';
  return seconds ? formatSeconds(Math.round(seconds)) : noData;
}

export function formatAverageAttempts(attempts: number | null | undefined, loading: boolean): string {
  if (loading) return '...';
  return attempts ? attemptsFormat.format(attempts) : noData;
}
