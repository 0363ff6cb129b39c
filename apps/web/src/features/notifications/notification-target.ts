import type { Notification } from '@ege/core/notifications/notification-schemas';

export type NotificationTarget = 'issued' | number | { taskId: number } | null;

/**
 * Where a click on a notification leads: 'issued' (the teacher's 'Выдача ДЗ') for a notice of his
 * homework done or the evening digest, a homework's id for the student's own, the task a notice is
 * about (the answer to an error report, credit after a corrected key), null for nothing.
 */
export function notificationTarget(notification: Notification): NotificationTarget {
  if (notification.kind === 'homework_done' || notification.kind === 'digest') return 'issued';
  if (notification.related_task_id !== null) return { taskId: notification.related_task_id };
  return notification.related_homework_id;
}
