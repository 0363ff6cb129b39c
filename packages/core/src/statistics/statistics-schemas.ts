import { z } from '../validation/z';
import { speedRatingLevels } from './speed-rating-of';

const count = z.number().int().nonnegative();
const seconds = z.number().int().nonnegative().nullable();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const typeStatisticsSchema = z.object({
  /** The trainer's progress key: '1'..'18', '19-21', '22'..'27'. */
  key: z.string(),
  name: z.string(),
  solved: count,
  /** Whole seconds over the solves that have a time; null with none. */
  average_solving_time: seconds,
  rating: z.object({ level: z.enum(speedRatingLevels), label: z.string() }).nullable(),
  explanation: z.string(),
  attempts: count,
  correct_attempts: count,
  /** Percent of answers that were correct, 0–100; null with no answers. */
  accuracy: z.number().int().min(0).max(100).nullable(),
  mastered: z.boolean(),
});
export type TypeStatistics = z.infer<typeof typeStatisticsSchema>;

export const statisticsOverviewSchema = z.object({
  totals: z.object({
    solved_tasks: count,
    mastered_types: count,
    type_count: count,
    average_solving_time: seconds,
  }),
  /** The rule of a mastered type, in words for the screen (decision 033). */
  mastery_rule: z.string(),
  types: z.array(typeStatisticsSchema),
  /** Solved tasks per Moscow day over the last 365 days; days without a solve are left out. */
  calendar: z.object({ start: day, end: day, days: z.record(z.string(), count) }),
  /** Experience per Moscow week (week_start is its Monday), oldest first, weeks without any as 0. */
  experience_weeks: z.array(z.object({ week_start: day, points: z.number().int() })),
});
export type StatisticsOverview = z.infer<typeof statisticsOverviewSchema>;
