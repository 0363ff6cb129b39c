import type { ScoreForecast } from './forecast';
import type { ReadyForecastView } from './learning-schemas';
import { roundChance } from './round-chance';

/** The API's forecast: the expected score to a tenth, chances to three decimals, with its stored history. */
export function toForecastView(forecast: ScoreForecast, history: ReadyForecastView['history']): ReadyForecastView {
  return {
    status: 'ready',
    expected_test_score: roundedExpectedOf(forecast),
    p10: forecast.p10,
    p90: forecast.p90,
    chances: { 40: roundChance(forecast.chances[40]), 46: roundChance(forecast.chances[46]), 70: roundChance(forecast.chances[70]), 80: roundChance(forecast.chances[80]) },
    history,
  };
}

export function roundedExpectedOf(forecast: ScoreForecast): number {
  return Math.round(forecast.expected_test_score * 10) / 10;
}
