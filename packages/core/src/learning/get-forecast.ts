import type { CoreDeps } from '../context/core-deps';
import { moscowDayOf } from '../clock/moscow-time';
import { forecastScore } from './forecast';
import type { ForecastView } from './learning-schemas';
import { loadTypeMastery } from './load-type-mastery';
import { roundChance } from './round-chance';

const historyDays = 8 * 7;
const dayMs = 24 * 60 * 60 * 1000;

// The day's point is the latest look at it: the chart shows how the forecast stood at each day's end.
const storeTodaySql = `
  INSERT INTO forecast_history (user_id, day, expected_test_score, p10, p90) VALUES (?, ?, ?, ?, ?)
  ON CONFLICT (user_id, day) DO UPDATE SET expected_test_score = EXCLUDED.expected_test_score, p10 = EXCLUDED.p10, p90 = EXCLUDED.p90`;
const historySql = `
  SELECT to_char(day, 'YYYY-MM-DD') AS day, expected_test_score, p10, p90 FROM forecast_history
  WHERE user_id = ? AND day > ?::date AND day <= ?::date ORDER BY day`;

/** GET /users/forecast/: the score forecast from the student's mastery, stored as today's point of its history. */
export async function getForecast(deps: CoreDeps, userId: number): Promise<ForecastView> {
  const now = deps.clock.now();
  const today = moscowDayOf(now);
  const forecast = forecastScore(await loadTypeMastery(deps.db, userId, now));
  const expected = Math.round(forecast.expected_test_score * 10) / 10;
  await deps.db.raw(storeTodaySql, [userId, today, expected, forecast.p10, forecast.p90]);
  const { rows } = await deps.db.raw<{ rows: ForecastView['history'] }>(historySql, [userId, moscowDayOf(new Date(now.getTime() - historyDays * dayMs)), today]);
  return {
    expected_test_score: expected,
    p10: forecast.p10,
    p90: forecast.p90,
    chances: { 40: roundChance(forecast.chances[40]), 46: roundChance(forecast.chances[46]), 70: roundChance(forecast.chances[70]), 80: roundChance(forecast.chances[80]) },
    history: rows,
  };
}
