import { AppError } from '../errors/app-error';
import type { HomeworkCounts } from './homework-schemas';
import { blockKey } from '../tasks/bank/task-type-catalog';

export const noTaskChosenMessage = 'Ошибка: выберите хотя бы одну задачу';
export const badBlockCountMessage = 'Некорректное количество для блока 19-21';
/** SPEC §5 and §9: homework counts per type are 0..99. */
export const maxHomeworkCount = 99;

/**
 * The counts to draw: each clamped to 0..99 and whole, zeros dropped. A count of blocks that is
 * negative or not whole is refused rather than clamped, as the homework screen reports it.
 */
export function normalizeHomeworkCounts(counts: HomeworkCounts): Record<string, number> {
  const blocks = counts[blockKey];
  if (blocks !== undefined && (!Number.isInteger(blocks) || blocks < 0)) {
    throw new AppError('BAD_REQUEST', badBlockCountMessage, { fields: { 'tasks.19-21': [badBlockCountMessage] } });
  }
  const clamped = Object.entries(counts)
    .map(([key, count]): [string, number] => [key, Math.min(maxHomeworkCount, Math.max(0, Math.trunc(count)))])
    .filter(([, count]) => count > 0);
  if (clamped.length === 0) throw new AppError('BAD_REQUEST', noTaskChosenMessage, { fields: { tasks: [noTaskChosenMessage] } });
  return Object.fromEntries(clamped);
}
