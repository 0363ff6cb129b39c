import type { Notification } from '@ege/core/notifications/notification-schemas';

/**
 * Where a click on a notification leads: 'issued' (the teacher's 'Выдача ДЗ') for a notice of his
 * homework done or the evening digest, a homework's id for the student's own, null for nothing.
 */
export function notificationTarget(notification: Notification): 'issued' | number | null {
  if (notification.kind === 'homework_done' || notification.kind === 'digest') return 'issued';
  return notification.related_homework_id;
}
