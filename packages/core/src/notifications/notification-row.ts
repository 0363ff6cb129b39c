import type { NotificationsTable } from '../db/tables/notifications-table';
import type { Notification } from './notification-schemas';

/** What notificationSql's statements return: every column but a digest's day. */
export type NotificationRow = Omit<NotificationsTable, 'digest_day'>;

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    user_id: row.user_id,
    message: row.message,
    related_homework_id: row.related_homework_id,
    related_task_id: row.related_task_id,
    is_read: row.is_read,
    created_at: row.created_at.toISOString(),
  };
}
