import type { NotificationsTable } from '../db/tables/notifications-table';
import type { Notification } from './notification-schemas';

export type NotificationRow = NotificationsTable;

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    user_id: row.user_id,
    message: row.message,
    related_homework_id: row.related_homework_id,
    is_read: row.is_read,
    created_at: row.created_at.toISOString(),
  };
}
