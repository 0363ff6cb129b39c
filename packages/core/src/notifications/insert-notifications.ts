import type { Knex } from 'knex';
import type { NotificationsTable } from '../db/tables/notifications-table';

/** kind: 'message' when not given (the column's default). */
export type NewNotification = {
  user_id: number;
  message: string;
  related_homework_id: number | null;
  related_task_id?: number | null;
  kind?: NotificationsTable['kind'];
};

/** One statement for all of them; called inside the transaction of what they tell about. */
export async function insertNotifications(db: Knex, notifications: readonly NewNotification[]): Promise<void> {
  if (notifications.length === 0) return;
  await db('notifications').insert(notifications);
}
