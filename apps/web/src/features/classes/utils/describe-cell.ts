import type { ClassCell } from '@ege/core/classes/class-schemas';
import { formatTimeSpent } from '../../../lib/format-time-spent';

/** 'Первых попыток: 4, верно: 3, среднее время: 1 мин 20 с': a cell's tooltip and its text for screen readers. */
export function describeCell(cell: ClassCell): string {
  if (cell.first_tries === 0) return 'Нет первых попыток';
  const time = cell.avg_time_seconds === null ? 'неизвестно' : formatTimeSpent(cell.avg_time_seconds, cell.first_tries);
  return `Первых попыток: ${cell.first_tries}, верно: ${cell.first_correct}, среднее время: ${time}`;
}

/** '19–21' for the block's key, the number otherwise. */
export function typeLabel(type: string): string {
  return type.replace('-', '–');
}
