import { taskTypeFilter } from '../tasks/authoring/task-authoring-schemas';
import { attachmentSchema } from '../tasks/bank/task-schemas';
import { recordId } from '../validation/record-id';
import { z } from '../validation/z';

export const userIdRequiredMessage = 'Укажите id пользователя';
export const statusInvalidMessage = 'Статус — solved (решено) или not_solved (не решено)';
const pageMessage = 'Номер страницы — целое число от 1';
const pageSizeMessage = 'Размер страницы — от 1 до 100';

/** The screen's "all" choice may come as an empty value or 'all': both mean no filter. */
const noFilter = (value: unknown) => (value === '' || value === 'all' || value === null ? undefined : value);

/** GET /users/activity/: one user's attempts grouped per task, newest last attempt first. */
export const listActivityInput = z.object({
  user_id: recordId(userIdRequiredMessage),
  task_type: z.preprocess(noFilter, taskTypeFilter.optional()),
  status: z.preprocess(noFilter, z.enum(['solved', 'not_solved'], { error: statusInvalidMessage }).optional()),
  page: z.coerce.number({ error: pageMessage }).int(pageMessage).min(1, pageMessage).default(1),
  page_size: z.coerce.number({ error: pageSizeMessage }).int(pageSizeMessage).min(1, pageSizeMessage).max(100, pageSizeMessage).default(20),
});
export type ListActivityInput = z.output<typeof listActivityInput>;

export const activityAttemptSchema = z.object({
  answered_at: z.string(),
  is_correct: z.boolean(),
  /** The attempt's number for this user and task ('Попытка #n'). */
  attempts_count: z.number(),
  user_answer: z.string().nullable(),
  user_table_answer: z.array(z.array(z.string())).nullable(),
});

export const activityItemSchema = z.object({
  task_type: z.number(),
  task_id: z.number(),
  /** 'solved': the user has a solve of the task; otherwise 'not_solved' (see revealed). */
  status: z.enum(['solved', 'not_solved']),
  /** The answer was shown to the user (the trainer's "waiting"): it gives no experience any more. */
  revealed: z.boolean(),
  /** The last attempt's time; the list is ordered by it, newest first. */
  requested_at: z.string(),
  attempts_total: z.number(),
  task: z.object({
    id: z.number(),
    type: z.number(),
    block_id: z.number().nullable(),
    text: z.string(),
    question: z.string().nullable(),
    image: z.string().nullable(),
    attachments: z.array(attachmentSchema),
    solution_document: z.string().nullable(),
    /** The worked solution ('Разбор'): staff see it with the correct answer. */
    solution: z.string().nullable(),
  }),
  /** The one-line form (a table joined as SPEC §5 says). */
  correct_answer: z.string(),
  /** Newest first, at most activityHistoryLimit. */
  answers_history: z.array(activityAttemptSchema),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

export const activityPageSchema = z.object({
  count: z.number(),
  page: z.number(),
  page_size: z.number(),
  results: z.array(activityItemSchema),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;
