import type { CoreDeps } from '../context/core-deps';
import { moscowDayOf } from '../clock/moscow-time';
import { forecastScore } from './forecast';
import type { ForecastView } from './learning-schemas';
import { learningSql } from './learning-sql';
import { loadTypeMastery } from './load-type-mastery';
import { roundedExpectedOf, toForecastView } from './to-forecast-view';

const historyDays = 8 * 7;
const dayMs = 24 * 60 * 60 * 1000;

/** The Moscow days of the forecast's history: after the first (eight weeks back) up to today. */
export function forecastDaysOf(now: Date): { before: string; today: string } {
  return { before: moscowDayOf(new Date(now.getTime() - historyDays * dayMs)), today: moscowDayOf(now) };
}

/** GET /users/forecast/: the score forecast from the student's mastery, stored as today's point of its history. */
export async function getForecast(deps: CoreDeps, userId: number): Promise<ForecastView> {
  const now = deps.clock.now();
  const { before, today } = forecastDaysOf(now);
  const forecast = forecastScore(await loadTypeMastery(deps.db, userId, now));
  await deps.db.raw(learningSql.storeForecast, [userId, today, roundedExpectedOf(forecast), forecast.p10, forecast.p90]);
  const { rows } = await deps.db.raw<{ rows: ForecastView['history'] }>(learningSql.forecastHistory, [userId, before, today]);
  return toForecastView(forecast, rows);
}
