import { recordId } from '../validation/record-id';
import { z } from '../validation/z';

const id = recordId();

export const createNotificationInput = z.object({
  user_id: id,
  message: z.string().trim().min(1, 'Введите текст уведомления').max(1000, 'Уведомление не длиннее 1000 символов'),
  related_homework_id: id.nullable().optional(),
});
export type CreateNotificationInput = z.infer<typeof createNotificationInput>;

export const notificationIdInput = z.object({ notification_id: id });

/**
 * 'message': a teacher's or the system's word to the user; 'homework_done' and 'digest': a student completed
 * homework the user issued (decision 070); 'report_answer': the answer to the user's error report (decision 075);
 * 'rescored': a corrected key credited the user's earlier answer (decision 077).
 */
export const notificationKinds = ['message', 'homework_done', 'digest', 'report_answer', 'rescored'] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export const notificationSchema = z.object({
  id: z.number(),
  kind: z.enum(notificationKinds),
  user_id: z.number(),
  message: z.string(),
  related_homework_id: z.number().nullable(),
  /** The task a 'report_answer' or 'rescored' notice is about. */
  related_task_id: z.number().nullable(),
  is_read: z.boolean(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({ notifications: z.array(notificationSchema), unread_count: z.number() });
export type NotificationList = z.infer<typeof notificationListSchema>;
