import { maxRecordId, recordId } from '../../validation/record-id';
import { earnedAchievementSchema } from '../../achievements/achievement-schemas';
import { z } from '../../validation/z';
import { messages } from '../../text/messages';
import { pluralRu } from '../../text/plural-ru';

const taskType = z.coerce
  .number({ error: messages.typeNumber })
  .int(messages.typeNumber)
  .min(1, messages.typeNumber)
  .max(27, messages.typeNumber);
const subject = z.string().trim().min(1).max(20).default('inf');
const id = recordId();

export const randomTaskInput = z.object({ subject, type: taskType });

const generatedDifficultyMessage = messages.difficulty;
/** POST /tasks/generated/: a fresh generated task of a type, of the difficulty asked or a random one. */
export const generateTaskInput = z.object({
  subject,
  type: taskType,
  difficulty: z.coerce
    .number({ error: generatedDifficultyMessage })
    .int(generatedDifficultyMessage)
    .min(1, generatedDifficultyMessage)
    .max(3, generatedDifficultyMessage)
    .transform((value) => value as 1 | 2 | 3)
    .optional(),
});
export type GenerateTaskInput = z.output<typeof generateTaskInput>;
export const taskIdInput = z.object({ id });

export const attachmentSchema = z.object({ id: z.number(), file: z.string(), url: z.string() });

export const taskPayloadSchema = z.object({
  id: z.number(),
  subject: z.string(),
  type: z.number(),
  difficulty: z.number(),
  text: z.string(),
  question: z.string().nullable(),
  image: z.string().nullable(),
  attachments: z.array(attachmentSchema),
  solution_document: z.string().nullable(),
  answer_type: z.enum(['field', 'table']),
  table_shape: z.tuple([z.number(), z.number()]).nullable(),
  block_id: z.number().nullable(),
  status: z.enum(['new', 'solved', 'waiting']),
  is_solved: z.boolean(),
  answer: z.string().nullable().optional(),
  answers: z.array(z.array(z.string())).nullable().optional(),
  /** The worked solution ('Разбор'), sanitised HTML: given, like the answer, only once solved or revealed. */
  solution: z.string().nullable().optional(),
  /**
   * A generated task's generator ("type-05") and version (decision 040); absent for others. The seed
   * rebuilds the task with its answer, so it goes only to those who may edit the task (its author, an admin).
   */
  generator: z.object({ id: z.string(), version: z.number(), seed: z.string().optional() }).optional(),
  /**
   * A 'waiting' task whose answer was shown in results (decision 051): a variant's, named (null once
   * the variant is deleted), or an exam rehearsal's. Absent when the trainer's 'Показать ответ' showed it.
   */
  answer_shown_in: z.object({ place: z.enum(['variant', 'exam']), variant_name: z.string().nullable() }).optional(),
  /**
   * The task was edited after the caller's first answer (decision 077): when (the latest such edit),
   * whether its statement changed and whether its answer was corrected (the caller's answers re-checked).
   * Absent otherwise.
   */
  changed: z.object({ at: z.string(), statement: z.boolean(), answer: z.boolean() }).optional(),
});
export type TaskPayload = z.infer<typeof taskPayloadSchema>;

export const taskStatsSchema = z.object({
  average_solving_time: z.number().nullable(),
  average_attempts_count: z.number().nullable(),
});
export type TaskStats = z.infer<typeof taskStatsSchema>;

const cell = z.string().max(200, 'Слишком длинное значение в ячейке');

export const checkAnswerInput = z.object({
  task_id: id,
  task_type: taskType.optional(),
  solving_time: z.coerce.number().int().min(0).max(24 * 60 * 60).default(0),
  attempts: z.coerce.number().int().min(0).optional(),
  user_answer: z.string().max(1000, 'Слишком длинный ответ').nullable().optional(),
  user_table_answer: z.array(z.array(cell).max(20)).max(20).nullable().optional(),
});
export type CheckAnswerInput = z.infer<typeof checkAnswerInput>;

export const checkResultSchema = z.object({
  is_correct: z.boolean(),
  experience_gained: z.number(),
  level_up: z.boolean(),
  level: z.number(),
  experience_points: z.number(),
  solved_parts: z.array(z.boolean()).nullable(),
  feedback_parts: z.array(z.string()).nullable(),
  points: z.number(),
  max_points: z.number(),
  attempt_number: z.number(),
  error: z.string().nullable(),
  /** Earned by this answer (SPEC §3 Toast), in catalogue order; empty almost always. */
  achievements_earned: z.array(earnedAchievementSchema),
});
export type CheckResult = z.infer<typeof checkResultSchema>;

/** A guest's check (issue 26): the verdict only, no experience; the attempt stays in the browser. */
export const guestCheckResultSchema = checkResultSchema.pick({ is_correct: true, solved_parts: true, feedback_parts: true, points: true, max_points: true, error: true });
export type GuestCheckResult = z.infer<typeof guestCheckResultSchema>;

/** At most this many of a guest's attempts become the account's: a first evening's work, not a script's. */
export const guestAttemptsLimit = 100;

/** POST /tasks/guest-attempts/: the attempts a guest made in this browser, oldest first. */
export const claimGuestAttemptsInput = z.object({
  attempts: z.array(checkAnswerInput).max(guestAttemptsLimit, `Не более ${guestAttemptsLimit} ${pluralRu(guestAttemptsLimit, ['попытки', 'попыток', 'попыток'])}`),
});
export type ClaimGuestAttemptsInput = z.infer<typeof claimGuestAttemptsInput>;

export const claimGuestAttemptsResultSchema = z.object({
  /** Attempts that became the account's (those of tasks gone or sealed are left out). */
  taken: z.number(),
  /** Tasks among them solved now for the first time. */
  solved: z.number(),
  experience_gained: z.number(),
  experience_points: z.number(),
  achievements_earned: z.array(earnedAchievementSchema),
});
export type ClaimGuestAttemptsResult = z.infer<typeof claimGuestAttemptsResultSchema>;

export const revealResultSchema = z.object({
  task_id: z.number(),
  answer: z.string().nullable(),
  answers: z.array(z.array(z.string())).nullable(),
  /** The worked solution ('Разбор'), shown with the answer. */
  solution: z.string().nullable(),
});
export type RevealResult = z.infer<typeof revealResultSchema>;

export const revealManyInput = z.object({
  ids: z
    .union([z.string(), z.array(z.coerce.number())])
    .transform((value) => (Array.isArray(value) ? value : value.split(',').filter(Boolean).map(Number)))
    .pipe(z.array(z.number().int().positive('Некорректный id').max(maxRecordId, 'Некорректный id')).min(1, 'Укажите id заданий').max(30)),
});
