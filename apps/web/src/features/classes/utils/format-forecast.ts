import type { ClassForecast } from '@ege/core/classes/class-schemas';
import { pluralRu } from '@ege/core/text/plural-ru';

/** '62 (55–70)': the expected test score and its 10–90 range; with too little evidence no number at all (decision 050). */
export function formatForecast(forecast: ClassForecast): string {
  if (forecast.status === 'insufficient') return `мало данных: ещё ${forecast.need} ${pluralRu(forecast.need, ['задача', 'задачи', 'задач'])}`;
  return `${Math.round(forecast.expected_test_score)} (${forecast.p10}–${forecast.p90})`;
}
