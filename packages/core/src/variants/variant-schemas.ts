import { earnedAchievementSchema } from '../achievements/achievement-schemas';
import { keysetPageFields, nextCursorSchema } from '../paging/keyset-page-fields';
import { taskPayloadSchema } from '../tasks/bank/task-schemas';
import { recordId } from '../validation/record-id';
import { z } from '../validation/z';
import { blockKey } from '../tasks/bank/task-type-catalog';

export const variantModes = ['KEGE', 'all-in-one'] as const;
export const resultsModes = ['inline', 'after'] as const;
export type VariantMode = (typeof variantModes)[number];
export type ResultsMode = (typeof resultsModes)[number];

/** The keys of a per-type count: '1'..'18', '19-21' (blocks of three linked tasks), '22'..'27'. */
export const countKeys = [
  ...Array.from({ length: 18 }, (_, i) => String(i + 1)),
  blockKey,
  ...Array.from({ length: 6 }, (_, i) => String(i + 22)),
] as const;

export const countPerTypeMessage = 'Количество заданий — целое число от 0 до 100';
const count = z.coerce.number({ error: countPerTypeMessage }).int(countPerTypeMessage).min(0, countPerTypeMessage).max(100, countPerTypeMessage);
const id = recordId();
const subject = z.string().trim().min(1).max(20).default('inf');

/**
 * Counts per type. Keys outside countKeys are refused; '19', '20', '21' sent separately are merged
 * into '19-21' by the service (the larger of the three, since a block brings all three).
 */
export const tasksByTypeSchema = z
  .record(z.string(), count)
  .refine((value) => Object.keys(value).every((key) => (countKeys as readonly string[]).includes(key) || ['19', '20', '21'].includes(key)), {
    message: 'Неизвестный тип задания',
  });
export type TasksByType = z.infer<typeof tasksByTypeSchema>;

export const variantIdInput = z.object({ id });

const fillGenerated = z.boolean({ error: 'fill_generated — true или false' }).optional().meta({ description: 'Дополнить нехватку сгенерированными заданиями (типы с генератором)' });

export const selectTasksInput = z.object({
  tasks_by_type: tasksByTypeSchema,
  exclude_solved: z.boolean().default(true),
  subject,
  /** Short types with a generator are filled with fresh generated tasks instead of failing (decision 040). */
  fill_generated: fillGenerated,
});
export type SelectTasksInput = z.infer<typeof selectTasksInput>;

const variantName = z.string().trim().max(200, 'Название не длиннее 200 символов');

const variantFields = {
  name: variantName.optional(),
  /** Task ids in order; or tasksByType, which the server fills through selectTasks. */
  tasks: z.array(id).max(3000, 'Не больше 3000 заданий').optional(),
  tasksByType: tasksByTypeSchema.optional(),
  exclude_solved: z.boolean().optional(),
  fill_generated: fillGenerated,
  subject,
  is_draft: z.boolean().optional(),
  /** Only admins may set it; anyone else sending true gets 403. */
  is_public: z.boolean().optional(),
  mode: z.enum(variantModes).optional(),
  show_results_mode: z.enum(resultsModes).optional(),
};

export const createVariantInput = z.object(variantFields);
export type CreateVariantInput = z.infer<typeof createVariantInput>;

export const updateVariantInput = z.object({ id, ...variantFields });
export type UpdateVariantInput = z.infer<typeof updateVariantInput>;

export const variantTabs = ['mine', 'public', 'homework'] as const;
export type VariantTab = (typeof variantTabs)[number];

/**
 * Without tab: everything the caller may see (own and public); a guest gets public ones only. Keyset
 * pages (decision 020); `detached` narrows 'homework' to the variants no assignment points at.
 */
export const listVariantsInput = z
  .object({
    tab: z.enum(variantTabs).optional(),
    detached: z.preprocess((value) => (typeof value === 'boolean' ? String(value) : value), z.stringbool({ error: 'detached — true или false' })).optional(),
    ...keysetPageFields,
  })
  .default({ page_size: 20 });
export type ListVariantsInput = z.output<typeof listVariantsInput>;

export const variantTaskRefSchema = z.object({ id: z.number(), type: z.number(), answer_type: z.enum(['field', 'table']) });

export const variantProgressSchema = z.object({ solved: z.number(), total: z.number() });

export const variantSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  owner_id: z.number().nullable(),
  is_public: z.boolean(),
  is_draft: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  mode: z.enum(variantModes),
  show_results_mode: z.enum(resultsModes),
  source: z.string().nullable(),
  tasks: z.array(variantTaskRefSchema),
  task_count: z.number(),
  /** Distinct tasks of this variant the caller has solved (anywhere), over its task count. */
  progress: variantProgressSchema,
  /** The caller has finished it at least once: its results can be opened. */
  has_results: z.boolean(),
  /** The caller may edit and delete it (owner of a non-public one, or an admin). */
  can_edit: z.boolean(),
});
export type VariantSummary = z.infer<typeof variantSummarySchema>;

export const variantPageSchema = z.object({ results: z.array(variantSummarySchema), next_cursor: nextCursorSchema });
export type VariantPage = z.infer<typeof variantPageSchema>;

export const variantAnswerSchema = z.object({
  user_answer: z.string().max(1000, 'Слишком длинный ответ').nullable().optional(),
  user_table_answer: z.array(z.array(z.string().max(200, 'Слишком длинное значение в ячейке')).max(20)).max(20).nullable().optional(),
});
export type VariantAnswer = z.infer<typeof variantAnswerSchema>;

/** Keyed by task id (as a string: JSON keys). */
export const variantAnswersSchema = z.record(z.string(), variantAnswerSchema);
export type VariantAnswers = z.infer<typeof variantAnswersSchema>;

/** The caller's saved progress in a variant: survives a reload and another device. */
export const variantSessionSchema = z.object({
  answers: variantAnswersSchema,
  elapsed_seconds: z.number(),
  current_index: z.number(),
  updated_at: z.string(),
  finished_at: z.string().nullable(),
});
export type VariantSession = z.infer<typeof variantSessionSchema>;

export const variantDetailSchema = variantSummarySchema.extend({
  /** Full task payloads in order; answers only where the task payload rules allow them. */
  task_payloads: z.array(taskPayloadSchema),
  session: variantSessionSchema.nullable(),
});
export type VariantDetail = z.infer<typeof variantDetailSchema>;

export const saveProgressInput = z.object({
  id,
  answers: variantAnswersSchema,
  elapsed_seconds: z.coerce.number().int().min(0).max(7 * 24 * 60 * 60),
  current_index: z.coerce.number().int().min(0).max(3000).default(0),
});
export type SaveProgressInput = z.infer<typeof saveProgressInput>;

export const finishVariantInput = z.object({
  id,
  answers: variantAnswersSchema,
  elapsed_seconds: z.coerce.number().int().min(0).max(7 * 24 * 60 * 60),
});
export type FinishVariantInput = z.infer<typeof finishVariantInput>;

export const variantResultItemSchema = z.object({
  /** The task's number in the variant, from 1. */
  position: z.number(),
  task_id: z.number(),
  type: z.number(),
  /** Joined one-line forms (table rows ' | ', cells by spaces); '' when not answered. */
  user_answer: z.string(),
  correct_answer: z.string(),
  is_correct: z.boolean(),
  /** The exam's points for this answer (26 and 27 give partial credit) and their maximum. */
  points: z.number(),
  max_points: z.number(),
  experience_gained: z.number(),
});

export const variantResultsSchema = z.object({
  variant_id: z.number(),
  name: z.string(),
  finished_at: z.string(),
  elapsed_seconds: z.number(),
  correct_count: z.number(),
  total: z.number(),
  /** SPEC §5: correct / total × 100, rounded. */
  score: z.number(),
  /** The exam's own points: sum of points over sum of max_points. */
  exam_points: z.number(),
  exam_max_points: z.number(),
  /** Only for a full 27-task exam variant (one task of each type 1–27): primary out of 29 and the 100-point test score. */
  primary_score: z.number().nullable(),
  test_score: z.number().nullable(),
  experience_gained: z.number(),
  items: z.array(variantResultItemSchema),
});
export type VariantResults = z.infer<typeof variantResultsSchema>;

/** The finish's answer: the results and the achievements this finish earned (SPEC §3 Toast). */
export const variantFinishSchema = variantResultsSchema.extend({ achievements_earned: z.array(earnedAchievementSchema) });
export type VariantFinish = z.infer<typeof variantFinishSchema>;
