import type { CoreDeps } from '../context/core-deps';
import { moscowDayOf } from '../clock/moscow-time';
import { forecastScore, type ScoreForecast } from './forecast';
import type { ForecastView } from './learning-schemas';
import { learningSql } from './learning-sql';
import { loadTypeMastery } from './load-type-mastery';
import { roundedExpectedOf, toForecastView } from './to-forecast-view';

const historyDays = 8 * 7;
const dayMs = 24 * 60 * 60 * 1000;

type ForecastPoint = ForecastView['history'][number];

/** The Moscow days of the forecast's history: after the first (eight weeks back) up to today. */
export function forecastDaysOf(now: Date): { before: string; today: string } {
  return { before: moscowDayOf(new Date(now.getTime() - historyDays * dayMs)), today: moscowDayOf(now) };
}

/** Today's point, or null when the stored one already says the same (a repeated look writes nothing). */
export function todaysPointToStore(history: readonly ForecastPoint[], today: string, forecast: ScoreForecast): ForecastPoint | null {
  const point = { day: today, expected_test_score: roundedExpectedOf(forecast), p10: forecast.p10, p90: forecast.p90 };
  const stored = history.at(-1);
  const same = stored?.day === today && stored.expected_test_score === point.expected_test_score && stored.p10 === point.p10 && stored.p90 === point.p90;
  return same ? null : point;
}

/** The history with today's point in place of the stored one. */
export function withTodaysPoint(history: readonly ForecastPoint[], point: ForecastPoint): ForecastPoint[] {
  return [...history.filter((stored) => stored.day !== point.day), point];
}

/** GET /users/forecast/: the score forecast from the student's mastery, stored as today's point of its history. */
export async function getForecast(deps: CoreDeps, userId: number): Promise<ForecastView> {
  const now = deps.clock.now();
  const { before, today } = forecastDaysOf(now);
  const [mastery, stored] = await Promise.all([
    loadTypeMastery(deps.db, userId, now),
    deps.db.raw<{ rows: ForecastPoint[] }>(learningSql.forecastHistory, [userId, before, today]).then((result) => result.rows),
  ]);
  const forecast = forecastScore(mastery);
  const point = todaysPointToStore(stored, today, forecast);
  if (!point) return toForecastView(forecast, stored);
  await deps.db.raw(learningSql.storeForecast, [userId, today, point.expected_test_score, point.p10, point.p90]);
  return toForecastView(forecast, withTodaysPoint(stored, point));
}
