import { recordId } from '../validation/record-id';
import { z } from '../validation/z';

/** GET /tasks/{id}/stats/ (decision 076). */
export const taskQualityInput = z.object({ id: recordId('Некорректный id задания') });
export type TaskQualityInput = z.infer<typeof taskQualityInput>;

/** A wrong answer as the checker compares it (normalised; a table's rows joined by ' / '). */
export const wrongAnswerSchema = z.object({
  answer: z.string(),
  count: z.number(),
  /** Of all wrong attempts, 0..1. */
  share: z.number(),
});

/** A task's numbers, or a generator version's over all its tasks. */
export const taskNumbersSchema = z.object({
  attempts: z.number(),
  students: z.number(),
  first_tries: z.number(),
  /** Right at the first try, 0..1; null with no first try. */
  first_try_success: z.number().nullable(),
  /** Mean seconds of the right first tries (those with a time); null with none. */
  mean_time: z.number().nullable(),
  wrong_attempts: z.number(),
  /** The five most frequent, most frequent first. */
  wrong_answers: z.array(wrongAnswerSchema),
});
export type TaskNumbers = z.infer<typeof taskNumbersSchema>;

/** First-try success of other hand-written tasks: the yardstick the flags use. */
export const baselineSchema = z.object({
  first_tries: z.number(),
  first_try_success: z.number().nullable(),
});
export type Baseline = z.infer<typeof baselineSchema>;

export const taskFlagSchema = z.object({
  id: z.number(),
  kind: z.enum(['dominant_wrong', 'success_outlier']),
  /** 'task': about this task; 'generator': about its generator's version (every task it made). */
  target: z.enum(['task', 'generator']),
  why: z.string(),
  computed_at: z.string(),
});
export type TaskFlag = z.infer<typeof taskFlagSchema>;

export const taskQualitySchema = z.object({
  task_id: z.number(),
  type: z.number(),
  difficulty: z.number(),
  numbers: taskNumbersSchema,
  /** Hand-written tasks of the same type and difficulty, this one excluded. */
  baseline: baselineSchema,
  /** A generated task's generator version: its numbers over all its tasks, against the type's hand-written tasks. */
  generator: z
    .object({
      id: z.string(),
      version: z.number(),
      tasks: z.number(),
      numbers: taskNumbersSchema,
      baseline: baselineSchema,
    })
    .nullable(),
  /** Open flags of the task and of its generator's version. */
  flags: z.array(taskFlagSchema),
});
export type TaskQuality = z.infer<typeof taskQualitySchema>;
