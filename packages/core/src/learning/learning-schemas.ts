import { recordId } from '../validation/record-id';
import { z } from '../validation/z';

const chance = z.number().min(0).max(1);
const instant = z.string();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const type = z.number().int().min(1).max(27);

export const typeMasterySchema = z.object({
  type,
  name: z.string(),
  /** The chance to solve this type on the first try (decision 042); null for a type never tried: no data, not a number that ranks (decision 050). */
  probability: chance.nullable(),
  /** Answers of the last year the estimate read; few of them means the prior still speaks. */
  attempts_used: z.number().int().nonnegative(),
  /** When the type's practice card asks for it again (FSRS). */
  due_at: instant,
});
export type TypeMasteryView = z.infer<typeof typeMasterySchema>;
export const masterySchema = z.object({ types: z.array(typeMasterySchema) });
export type MasteryView = z.infer<typeof masterySchema>;

const forecastPointSchema = z.object({ day, expected_test_score: z.number(), p10: z.number().int(), p90: z.number().int() });
const forecastHistorySchema = z.array(forecastPointSchema);
/** Enough answered tasks (decision 050): the expected score, its range and the chances. */
export const readyForecastSchema = z.object({
  status: z.literal('ready'),
  expected_test_score: z.number(),
  p10: z.number().int(),
  p90: z.number().int(),
  /** The chance of at least 40, 46 (the usual admission thresholds), 70 and 80 test points. */
  chances: z.object({ 40: chance, 46: chance, 70: chance, 80: chance }),
  /** One point a Moscow day the forecast was looked at, the last eight weeks, oldest first. */
  history: forecastHistorySchema,
});
/** Too few answered tasks for a score (decision 050): how many there are and how many more it takes. */
export const insufficientForecastSchema = z.object({
  status: z.literal('insufficient'),
  /** Tasks answered on the first try or met in a full exam, the last year. */
  tasks_answered: z.number().int().nonnegative(),
  /** How many more tasks before there is a forecast. */
  need: z.number().int().positive(),
  history: forecastHistorySchema,
});
export const forecastSchema = z.discriminatedUnion('status', [readyForecastSchema, insufficientForecastSchema]);
export type ForecastView = z.infer<typeof forecastSchema>;
export type ReadyForecastView = z.infer<typeof readyForecastSchema>;

export const practiceSessionSize = 10;

export const practiceNextSchema = z.object({
  session_id: z.number().int(),
  size: z.number().int(),
  /** The served task's place in the session, 1..size; size when done. */
  position: z.number().int(),
  answered: z.number().int(),
  /** Every task of the session is answered: the summary is next. */
  done: z.boolean(),
  task: z.object({ id: z.number().int(), type, name: z.string(), probability: chance.nullable(), due_at: instant }).nullable(),
});
export type PracticeNext = z.infer<typeof practiceNextSchema>;

export const practiceSummaryInput = z.object({ session_id: recordId('Некорректный id тренировки') });

export const practiceSummarySchema = z.object({
  session_id: z.number().int(),
  finished: z.boolean(),
  answered: z.number().int(),
  solved_first_try: z.number().int(),
  /** Each practised type with its chance before the session (null: untried then) and now. */
  types: z.array(z.object({ type, name: z.string(), tasks: z.number().int(), solved_first_try: z.number().int(), before: chance.nullable(), after: chance })),
  /** Answered types whose card asks for them by the end of tomorrow (Moscow). */
  due_tomorrow: z.array(z.object({ type, name: z.string(), due_at: instant })),
});
export type PracticeSummary = z.infer<typeof practiceSummarySchema>;
