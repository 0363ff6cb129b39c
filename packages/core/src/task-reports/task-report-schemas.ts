import { recordId } from '../validation/record-id';
import { z } from '../validation/z';

/**
 * Issue 30 §1, decision 075: a student's 'Сообщить об ошибке' on a task, and the queue where the
 * task's author, a moderator or an admin answers it, beside the flags the numbers raised (decision 076).
 */

export const taskReportKinds = ['statement', 'answer', 'files', 'solution', 'other'] as const;
export type TaskReportKind = (typeof taskReportKinds)[number];
/** What is wrong, as the form offers it. */
export const taskReportKindLabels: Record<TaskReportKind, string> = {
  statement: 'Условие',
  answer: 'Ответ',
  files: 'Файлы',
  solution: 'Разбор',
  other: 'Другое',
};

export const taskReportStatuses = ['open', 'accepted', 'rejected'] as const;
export type TaskReportStatus = (typeof taskReportStatuses)[number];
export const taskReportStatusLabels: Record<TaskReportStatus, string> = {
  open: 'Открыто',
  accepted: 'Принято',
  rejected: 'Отклонено',
};

/** How the queue is sorted: the newest report (or flag) first, or the most reported target first. */
export const reportQueueOrders = ['newest', 'most_reported'] as const;
export type ReportQueueOrder = (typeof reportQueueOrders)[number];
export const reportQueueOrderLabels: Record<ReportQueueOrder, string> = {
  newest: 'Сначала новые',
  most_reported: 'Больше всего сообщений',
};

export const taskFlagKinds = ['dominant_wrong', 'success_outlier'] as const;
export type TaskFlagKind = (typeof taskFlagKinds)[number];

export const maxReportTextLength = 2000;
/** The rate limit of reports: so many an hour per user. */
export const reportsPerHour = 10;

export const reportKindMessage = 'Выберите, что не так: условие, ответ, файлы, разбор или другое';
export const reportTextMessage = 'Опишите ошибку';
export const reportTextLongMessage = `Сообщение не длиннее ${maxReportTextLength} символов`;
export const replyMessage = 'Напишите ответ на сообщение';
export const replyLongMessage = `Ответ не длиннее ${maxReportTextLength} символов`;
export const handleStatusMessage = 'Решение — accepted (принять) или rejected (отклонить)';

const reportText = z.string().trim().min(1, reportTextMessage).max(maxReportTextLength, reportTextLongMessage);
const reply = z.string().trim().min(1, replyMessage).max(maxReportTextLength, replyLongMessage);
const pageMessage = 'Номер страницы — целое число от 1';
const pageSizeMessage = 'Размер страницы — от 1 до 100';

/** POST /tasks/{id}/reports/: id is the task's. */
export const createTaskReportInput = z.object({
  id: recordId('Некорректный id задания'),
  kind: z.enum(taskReportKinds, { error: reportKindMessage }),
  text: reportText,
});
export type CreateTaskReportInput = z.output<typeof createTaskReportInput>;

/** The report as its author sees it after sending. */
export const taskReportSchema = z.object({
  id: z.number().int(),
  task_id: z.number().int(),
  kind: z.enum(taskReportKinds),
  text: z.string(),
  status: z.enum(taskReportStatuses),
  created_at: z.string(),
});
export type TaskReport = z.infer<typeof taskReportSchema>;

/** GET /tasks/reports/?status=open&order=newest&page=1&page_size=20 */
export const reportQueueInput = z.object({
  status: z.enum(taskReportStatuses, { error: 'Статус — open, accepted или rejected' }).default('open'),
  order: z.enum(reportQueueOrders, { error: 'Порядок — newest или most_reported' }).default('newest'),
  page: z.coerce.number({ error: pageMessage }).int(pageMessage).min(1, pageMessage).default(1),
  page_size: z.coerce.number({ error: pageSizeMessage }).int(pageSizeMessage).min(1, pageSizeMessage).max(100, pageSizeMessage).default(20),
});
export type ReportQueueInput = z.output<typeof reportQueueInput>;

/**
 * What an item of the queue is about: one task, or a generator's version (every task it made is the
 * same target: one defect is fixed once).
 */
export const reportTargetSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('task'),
    task_id: z.number().int(),
    type: z.number().int(),
    /** The statement's first words as plain text. */
    excerpt: z.string(),
    /** Null when the author's account is gone. */
    author_username: z.string().nullable(),
  }),
  z.object({
    kind: z.literal('generator'),
    generator: z.string(),
    generator_version: z.number().int(),
    type: z.number().int(),
    /** The tasks of this version that the item's reports are about (ascending); empty for a flag alone. */
    task_ids: z.array(z.number().int()),
  }),
]);
export type ReportTarget = z.infer<typeof reportTargetSchema>;

export const queueReportSchema = z.object({
  id: z.number().int(),
  task_id: z.number().int(),
  kind: z.enum(taskReportKinds),
  text: z.string(),
  status: z.enum(taskReportStatuses),
  /** The handler's answer, sent to the reporter; null while open. */
  reply: z.string().nullable(),
  created_at: z.string(),
  handled_at: z.string().nullable(),
  /** The reporter; null when his account is gone. */
  username: z.string().nullable(),
});
export type QueueReport = z.infer<typeof queueReportSchema>;

/** An open flag of the target (decision 076), with its reason as the queue shows it. */
export const queueFlagSchema = z.object({
  id: z.number().int(),
  kind: z.enum(taskFlagKinds),
  why: z.string(),
  /** The figures behind the reason. */
  details: z.record(z.string(), z.unknown()),
  computed_at: z.string(),
});
export type QueueFlag = z.infer<typeof queueFlagSchema>;

export const reportQueueItemSchema = z.object({
  target: reportTargetSchema,
  /** The target's reports of the asked status, newest first. */
  reports: z.array(queueReportSchema),
  /** How many of the asked status the target has. */
  report_count: z.number().int().nonnegative(),
  /** The target's open flags; with status=open an item may have flags and no reports. */
  flags: z.array(queueFlagSchema),
  /** The newest report's (or, with none, flag's) time: the order 'newest'. */
  latest_at: z.string(),
});
export type ReportQueueItem = z.infer<typeof reportQueueItemSchema>;

export const reportQueueSchema = z.object({
  /** How many targets in all. */
  count: z.number().int().nonnegative(),
  page: z.number().int(),
  page_size: z.number().int(),
  results: z.array(reportQueueItemSchema),
});
export type ReportQueue = z.infer<typeof reportQueueSchema>;

/**
 * PATCH /tasks/reports/{id}/: accept or reject with a reply, sent to the reporter. all_open: the
 * other open reports of the same task get the same answer (each reporter is notified).
 */
export const handleTaskReportInput = z.object({
  id: recordId('Некорректный id сообщения'),
  status: z.enum(['accepted', 'rejected'], { error: handleStatusMessage }),
  reply,
  all_open: z.boolean({ error: 'all_open — true или false' }).default(false),
});
export type HandleTaskReportInput = z.output<typeof handleTaskReportInput>;

export const handledReportsSchema = z.object({
  detail: z.string(),
  /** Every report this call answered: the one asked for first. */
  reports: z.array(queueReportSchema),
});
export type HandledReports = z.infer<typeof handledReportsSchema>;

/** PATCH /tasks/flags/{id}/ */
export const dismissTaskFlagInput = z.object({
  id: recordId('Некорректный id отметки'),
  status: z.literal('dismissed', { error: 'Отметку можно только снять: status — dismissed' }),
});
export type DismissTaskFlagInput = z.output<typeof dismissTaskFlagInput>;

export const dismissedFlagSchema = z.object({ detail: z.string(), id: z.number().int(), status: z.literal('dismissed') });
export type DismissedFlag = z.infer<typeof dismissedFlagSchema>;
