import type { Knex } from 'knex';
import { moscowDayOf } from '../clock/moscow-time';
import { planForecast } from '../learning/get-forecast';
import { loadTypeMastery } from '../learning/load-type-mastery';
import type { ClassForecast } from './class-schemas';

/**
 * A student's forecast as his own GET /users/forecast/ shows it today (the same evidence, the same
 * rounding), without storing a point of his history: a teacher's look is not the student's.
 */
export async function classForecastOf(db: Knex, userId: number, now: Date): Promise<ClassForecast> {
  const mastery = await loadTypeMastery(db, userId, now);
  const { view } = planForecast(mastery, [], moscowDayOf(now));
  if (view.status === 'insufficient') return { status: 'insufficient', tasks_answered: view.tasks_answered, need: view.need };
  return { status: 'ready', expected_test_score: view.expected_test_score, p10: view.p10, p90: view.p90 };
}

/**
 * Every student's forecast in the order given, each read on its own pooled connection (at most
 * `parallel` at once, so one report leaves the pool to other requests).
 */
export async function classForecastsOf(db: Knex, userIds: readonly number[], now: Date, parallel = 4): Promise<ClassForecast[]> {
  const forecasts: ClassForecast[] = [];
  let next = 0;
  const worker = async () => {
    while (next < userIds.length) {
      const index = next++;
      forecasts[index] = await classForecastOf(db, userIds[index] as number, now);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, userIds.length) }, worker));
  return forecasts;
}
