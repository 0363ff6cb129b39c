import { earnedAchievementSchema } from '../achievements/achievement-schemas';
import { forecastSchema } from '../learning/learning-schemas';
import { taskPayloadSchema } from '../tasks/bank/task-schemas';
import { recordId } from '../validation/record-id';
import { z } from '../validation/z';
import { variantAnswerSchema, variantResultItemSchema } from '../variants/variant-schemas';

/** The exam's 3 hours 55 minutes, counted from the server's start (decision 043). */
export const examDurationSeconds = 3 * 60 * 60 + 55 * 60;

const instant = z.string();
const examId = recordId('Некорректный id пробного экзамена');

export const examIdInput = z.object({ id: examId });
export type ExamIdInput = z.infer<typeof examIdInput>;

/** Without homework_id: the student's own rehearsal; with it: the one that homework assigns, inside its window. */
export const startExamInput = z.object({ homework_id: recordId('Некорректный id домашнего задания').optional() }).default({});
export type StartExamInput = z.output<typeof startExamInput>;

/**
 * One answer as it is typed. `answer` null clears it ('Очистить'); `time_spent` is the seconds the
 * student has had this task open in all, as the page counted them (the server keeps it within the
 * time since the start).
 */
export const saveExamAnswerInput = z.object({
  id: examId,
  task_id: recordId('Некорректный id задания'),
  answer: variantAnswerSchema.nullable(),
  time_spent: z.coerce.number({ error: 'Время — целое число секунд' }).int('Время — целое число секунд').min(0, 'Время не может быть отрицательным').max(examDurationSeconds, 'Время больше длительности экзамена'),
});
export type SaveExamAnswerInput = z.infer<typeof saveExamAnswerInput>;

export const examSavedSchema = z.object({ task_id: z.number(), saved_at: instant, server_now: instant });
export type ExamSaved = z.infer<typeof examSavedSchema>;

/** A task as the station shows it: never an answer, a worked solution or whether it was solved before. */
export const examTaskSchema = taskPayloadSchema
  .omit({ answer: true, answers: true, solution: true, status: true, is_solved: true })
  .extend({ /** 1..27 as on the exam's form (19, 20, 21 are the block's three). */ number: z.number() });
export type ExamTask = z.infer<typeof examTaskSchema>;

export const examSavedAnswerSchema = variantAnswerSchema.extend({ saved_at: instant, time_spent: z.number() });

export const examStatuses = ['active', 'finished'] as const;
export const examFinishers = ['student', 'time'] as const;

/** GET /exam/{id}/: the station's state; the countdown is deadline_at minus server_now. */
export const examSessionSchema = z.object({
  id: z.number(),
  status: z.enum(examStatuses),
  started_at: instant,
  deadline_at: instant,
  server_now: instant,
  finished_at: instant.nullable(),
  duration_seconds: z.number(),
  homework_id: z.number().nullable(),
  tasks: z.array(examTaskSchema),
  /** Keyed by task id; a cleared answer is absent from user_answer/user_table_answer but keeps its time. */
  answers: z.record(z.string(), examSavedAnswerSchema),
});
export type ExamSession = z.infer<typeof examSessionSchema>;

/**
 * What of a task its student had been shown before the rehearsal ended (decision 045): its answer
 * before the start ('Показать ответ', a finished variant's results) or during it (not possible while
 * the tasks are sealed, kept for what came before the seal), or its solution after solving it before
 * the start (a type the bank was short of takes solved tasks too).
 */
export const examAnswerSeen = ['shown_before_start', 'shown_during', 'solved_before_start'] as const;
export type ExamAnswerSeen = (typeof examAnswerSeen)[number];

export const examResultItemSchema = variantResultItemSchema.extend({
  /** Seconds spent on this task. */
  time_spent: z.number(),
  /** null: nothing of the task was shown to the student before the rehearsal ended. */
  answer_seen: z.enum(examAnswerSeen).nullable(),
});
export type ExamResultItem = z.infer<typeof examResultItemSchema>;

export const examResultSchema = z.object({
  id: z.number(),
  user: z.object({ id: z.number(), username: z.string() }),
  homework_id: z.number().nullable(),
  started_at: instant,
  finished_at: instant,
  finished_by: z.enum(examFinishers),
  elapsed_seconds: z.number(),
  /** Out of 29 (26 and 27 with partial credit), and the test score through the exam's scale. */
  primary_score: z.number(),
  primary_max: z.number(),
  test_score: z.number(),
  correct_count: z.number(),
  total: z.number(),
  experience_gained: z.number(),
  items: z.array(examResultItemSchema),
  /** The student's forecast after this rehearsal; null when someone else (their teacher) reads it. */
  forecast: forecastSchema.nullable(),
});
export type ExamResult = z.infer<typeof examResultSchema>;

export const examFinishSchema = examResultSchema.extend({ achievements_earned: z.array(earnedAchievementSchema) });
export type ExamFinish = z.infer<typeof examFinishSchema>;

export const examSummarySchema = z.object({
  id: z.number(),
  status: z.enum(examStatuses),
  started_at: instant,
  deadline_at: instant,
  finished_at: instant.nullable(),
  finished_by: z.enum(examFinishers).nullable(),
  primary_score: z.number().nullable(),
  test_score: z.number().nullable(),
  homework_id: z.number().nullable(),
});
export type ExamSummary = z.infer<typeof examSummarySchema>;

/** GET /exam/: the rehearsal in progress, if any, and the finished ones, newest first. */
export const examListSchema = z.object({ active: examSummarySchema.nullable(), finished: z.array(examSummarySchema) });
export type ExamList = z.infer<typeof examListSchema>;
