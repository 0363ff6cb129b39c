import { keysetPageFields, nextCursorSchema } from '../paging/keyset-page-fields';
import { recordId } from '../validation/record-id';
import { z } from '../validation/z';
import { countKeys } from '../variants/variant-schemas';
import { pluralRu } from '../text/plural-ru';

export const homeworkStatuses = ['in_progress', 'completed', 'edited'] as const;
export type HomeworkStatus = (typeof homeworkStatuses)[number];

const id = recordId();
const unknownTypeMessage = 'Неизвестный тип задания';

/**
 * Counts per type, keys as in a variant ('1'..'18', '19-21', '22'..'27'). Any number passes here:
 * the service clamps them to 0..99 (SPEC §5) and refuses a bad count of blocks with its own message.
 */
export const homeworkCountsSchema = z
  .record(z.string(), z.coerce.number({ error: 'Количество должно быть числом' }))
  .refine((value) => Object.keys(value).every((key) => (countKeys as readonly string[]).includes(key)), { message: unknownTypeMessage });
export type HomeworkCounts = z.infer<typeof homeworkCountsSchema>;

const comment = z.string().trim().max(2000, 'Комментарий не длиннее 2000 символов');

export const homeworkKinds = ['tasks', 'exam'] as const;
export type HomeworkKind = (typeof homeworkKinds)[number];

/** Decision 044: a rehearsal's start window is at most this long. */
export const maxExamWindowDays = 60;
export const examWindowOrderMessage = 'Окончание окна должно быть позже начала';
export const examWindowTooLongMessage = `Окно начала экзамена — не длиннее ${maxExamWindowDays} ${pluralRu(maxExamWindowDays, ['дня', 'дней', 'дней'])}`;
export const examWindowPastMessage = 'Окно начала экзамена уже закончилось: выберите время окончания в будущем';

const instantInput = z.iso.datetime({ offset: true, error: 'Время — момент в формате ISO 8601, например 2026-12-01T10:00:00+03:00' });

/**
 * When the student may start a rehearsal assigned as homework: instants with an offset (the screen
 * sends Moscow time). That it closes in the future is the service's check: it needs the clock.
 */
export const examWindowInput = z
  .object({ opens_at: instantInput, closes_at: instantInput })
  .refine((w) => Date.parse(w.closes_at) > Date.parse(w.opens_at), { message: examWindowOrderMessage, path: ['closes_at'] })
  .refine((w) => Date.parse(w.closes_at) - Date.parse(w.opens_at) <= maxExamWindowDays * 86_400_000, {
    message: examWindowTooLongMessage,
    path: ['closes_at'],
  });
export type ExamWindowInput = z.infer<typeof examWindowInput>;

export const assignHomeworkInput = z.object({
  user_ids: z.array(id).min(1, 'Выберите хотя бы одного ученика').max(500, 'Не больше 500 учеников за раз'),
  /** Counts per type; not needed (and ignored) for a rehearsal, whose 27 tasks are drawn at its start. */
  tasks: homeworkCountsSchema.optional(),
  comment: comment.default(''),
  /** Short types with a generator are filled with fresh generated tasks instead of failing (decision 040). */
  fill_generated: z.boolean({ error: 'fill_generated — true или false' }).optional(),
  /** With it the assignment is a rehearsal ('Пробный экзамен', kind 'exam') the student starts inside this window (decision 044). */
  exam: examWindowInput.optional(),
});
export type AssignHomeworkInput = z.infer<typeof assignHomeworkInput>;

export const homeworkListStatuses = ['active', 'completed'] as const;

/**
 * Without user_id: the caller's own; a teacher or an admin may name a student. Keyset pages, newest
 * date first (decision 020); `status` narrows the page to the active or the completed ones.
 */
export const listHomeworkInput = z
  .object({
    user_id: id.optional(),
    status: z.enum(homeworkListStatuses, { error: 'Статус — active или completed' }).optional(),
    ...keysetPageFields,
  })
  .default({ page_size: 20 });
export type ListHomeworkInput = z.output<typeof listHomeworkInput>;

export const updateHomeworkInput = z.object({
  user_id: id,
  assignment_id: id,
  /** Counts per type: the tasks are drawn anew (refused for a rehearsal). */
  tasks: homeworkCountsSchema.optional(),
  comment: comment.optional(),
  /** A rehearsal's new start window: only before the student has started it (decision 044). */
  exam: examWindowInput.optional(),
  status: z.enum(homeworkStatuses).optional(),
  /** With new counts: short types with a generator are filled with generated tasks (decision 040). */
  fill_generated: z.boolean({ error: 'fill_generated — true или false' }).optional(),
});
export type UpdateHomeworkInput = z.infer<typeof updateHomeworkInput>;

export const homeworkRefInput = z.object({ user_id: id, assignment_id: id });
export type HomeworkRefInput = z.infer<typeof homeworkRefInput>;

/** Whose solved task types the homework screen asks for. */
export const solvedTypesInput = z.object({ user_id: id });
export const solvedTypesSchema = z.object({ types: z.array(z.number()) });
export type SolvedTypes = z.infer<typeof solvedTypesSchema>;

export const createHomeworkVariantInput = z.object({ homework_id: id });

export const homeworkTaskItemSchema = z.object({
  id: z.number(),
  type: z.number(),
  /** A solve row, or a correct answer even when the task had been revealed (decision 008). */
  solved: z.boolean(),
  attempts: z.number(),
  last_answered_at: z.string().nullable(),
  /** Seconds the student's timer ran on it, over every opening that ended in an answer. */
  time_spent: z.number(),
});
export type HomeworkTaskItem = z.infer<typeof homeworkTaskItemSchema>;

/** A rehearsal's tasks: one per exam number (19, 20, 21 count as three), drawn when the student starts it. */
export const rehearsalTaskCount = 27;

export const homeworkExamStatuses = ['not_started', 'active', 'finished'] as const;

/** A rehearsal assigned as homework: its window and the rehearsal the student started from it, if any. */
export const homeworkExamSchema = z.object({
  opens_at: z.string(),
  closes_at: z.string(),
  rehearsal_id: z.number().nullable(),
  status: z.enum(homeworkExamStatuses),
  primary_score: z.number().nullable(),
  test_score: z.number().nullable(),
});
export type HomeworkExam = z.infer<typeof homeworkExamSchema>;

export const homeworkAssignmentSchema = z.object({
  id: z.number(),
  /** 'tasks': tasks of its own; 'exam': a rehearsal started inside a window, with no tasks until then (decision 044). */
  kind: z.enum(homeworkKinds),
  user_id: z.number(),
  issued_by: z.object({ id: z.number(), username: z.string() }).nullable(),
  date: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  comment: z.string(),
  status: z.enum(homeworkStatuses),
  /** For kind 'exam' only; null for 'tasks'. */
  exam: homeworkExamSchema.nullable(),
  /** Task ids per type key; a block's three ids in order under '19-21'. */
  tasks: z.record(z.string(), z.array(z.number())),
  /** A rehearsal: its correct answers of 27 once finished, 0 before. */
  progress: z.object({ solved: z.number(), total: z.number() }),
  task_list: z.array(homeworkTaskItemSchema),
  /** The variant opened from it, if any. */
  variant_id: z.number().nullable(),
  /** The student has finished that variant at least once: its results can be opened. */
  variant_has_results: z.boolean(),
});
export type HomeworkAssignment = z.infer<typeof homeworkAssignmentSchema>;

/** One page of the list, split by status as the screens show it; `next_cursor` asks for the page after. */
export const homeworkListSchema = z.object({
  active: z.array(homeworkAssignmentSchema),
  completed: z.array(homeworkAssignmentSchema),
  next_cursor: nextCursorSchema,
});
export type HomeworkList = z.infer<typeof homeworkListSchema>;

export const nextHomeworkTaskSchema = z.object({
  next_task: z.object({ id: z.number(), type: z.number() }).nullable(),
  homework_id: z.number().nullable(),
});
export type NextHomeworkTask = z.infer<typeof nextHomeworkTaskSchema>;
