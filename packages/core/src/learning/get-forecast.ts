import type { CoreDeps } from '../context/core-deps';
import { moscowDayOf } from '../clock/moscow-time';
import { forecastScore, type ScoreForecast } from './forecast';
import type { ForecastView } from './learning-schemas';
import { learningSql } from './learning-sql';
import { loadTypeMastery } from './load-type-mastery';
import type { TypeMastery } from './mastery';
import { roundedExpectedOf, toForecastView } from './to-forecast-view';

const historyDays = 8 * 7;
/**
 * Fewer tasks answered than this (first tries and full exams' tasks, the last year) and there is no
 * score, only how many more it takes (decision 050); one full exam (27 tasks) is always enough.
 */
export const forecastMinTasks = 20;
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

/** The view of the forecast and the point to store today (null: none, or the stored one says the same). */
export function planForecast(mastery: readonly TypeMastery[], stored: readonly ForecastPoint[], today: string): { view: ForecastView; point: ForecastPoint | null } {
  const tasksAnswered = mastery.reduce((sum, type) => sum + type.tasks_answered, 0);
  if (tasksAnswered < forecastMinTasks) {
    return { view: { status: 'insufficient', tasks_answered: tasksAnswered, need: forecastMinTasks - tasksAnswered, history: [...stored] }, point: null };
  }
  const forecast = forecastScore(mastery);
  const point = todaysPointToStore(stored, today, forecast);
  return { view: toForecastView(forecast, point ? withTodaysPoint(stored, point) : [...stored]), point };
}

/**
 * GET /users/forecast/: the score forecast from the student's mastery, stored as today's point of its
 * history; with too few answered tasks, how many more it takes instead (nothing stored).
 */
export async function getForecast(deps: CoreDeps, userId: number): Promise<ForecastView> {
  const now = deps.clock.now();
  const { before, today } = forecastDaysOf(now);
  const [mastery, stored] = await Promise.all([
    loadTypeMastery(deps.db, userId, now),
    deps.db.raw<{ rows: ForecastPoint[] }>(learningSql.forecastHistory, [userId, before, today]).then((result) => result.rows),
  ]);
  const { view, point } = planForecast(mastery, stored, today);
  if (point) await deps.db.raw(learningSql.storeForecast, [userId, today, point.expected_test_score, point.p10, point.p90]);
  return view;
}
