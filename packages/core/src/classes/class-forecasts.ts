import type { Knex } from 'knex';
import { moscowDayOf } from '../clock/moscow-time';
import { planForecast } from '../learning/get-forecast';
import { loadTypeMastery } from '../learning/load-type-mastery';
import type { TypeMastery } from '../learning/mastery';
import type { ClassForecast } from './class-schemas';

/**
 * A student's forecast as his own GET /users/forecast/ shows it today (the same evidence, the same
 * rounding), without a point of his history: a teacher's look is not the student's.
 */
export function toClassForecast(mastery: readonly TypeMastery[], now: Date): ClassForecast {
  const { view } = planForecast(mastery, [], moscowDayOf(now));
  if (view.status === 'insufficient') return { status: 'insufficient', tasks_answered: view.tasks_answered, need: view.need };
  return { status: 'ready', expected_test_score: view.expected_test_score, p10: view.p10, p90: view.p90 };
}

/** How many students' evidence one report reads at once: the pool stays open to other requests. */
export const classForecastParallel = 4;

/** Runs `work` for each item, at most `parallel` at once, the results in the items' order. */
export async function mapInParallel<T, R>(items: readonly T[], parallel: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, worker));
  return results;
}

/** Every student's forecast in the order given, each read on its own pooled connection. */
export function classForecastsOf(db: Knex, userIds: readonly number[], now: Date): Promise<ClassForecast[]> {
  return mapInParallel(userIds, classForecastParallel, async (userId) => toClassForecast(await loadTypeMastery(db, userId, now), now));
}
