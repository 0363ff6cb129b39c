import type { Notification } from '@ege/core/notifications/notification-schemas';

export type NotificationTarget = 'issued' | number | { taskId: number } | null;

// The answer to an error report names its task: 'Ваше сообщение об ошибке в задании № 12 принято: …' (decision 075).
const reportedTask = /в задании № (\d{1,9})\b/;

/**
 * Where a click on a notification leads: 'issued' (the teacher's 'Выдача ДЗ') for a notice of his
 * homework done or the evening digest, a homework's id for the student's own, the task for the answer
 * to an error report, null for nothing.
 */
export function notificationTarget(notification: Notification): NotificationTarget {
  if (notification.kind === 'homework_done' || notification.kind === 'digest') return 'issued';
  if (notification.kind === 'report_answer') {
    const match = reportedTask.exec(notification.message);
    return match ? { taskId: Number(match[1]) } : null;
  }
  return notification.related_homework_id;
}
