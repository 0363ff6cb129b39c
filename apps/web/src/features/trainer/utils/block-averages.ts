import type { TaskStats } from '@ege/core/tasks/bank/task-schemas';

/**
 * The block's header averages from its questions' stats: the time is the sum (the whole block, known
 * only when every question has one), the attempts the mean of the questions that have any.
 */
export function blockAverages(stats: readonly TaskStats[]): { time: number | null; attempts: number | null } {
  const times = stats.map((s) => s.average_solving_time);
  const attempts = stats.map((s) => s.average_attempts_count).filter((value): value is number => Boolean(value));
  return {
    time: times.length > 0 && times.every(Boolean) ? times.reduce<number>((sum, value) => sum + (value ?? 0), 0) : null,
    attempts: attempts.length > 0 ? attempts.reduce((sum, value) => sum + value, 0) / attempts.length : null,
  };
}
