import type { Knex } from 'knex';

export type NewNotification = { user_id: number; message: string; related_homework_id: number | null };

/** One statement for all of them; called inside the transaction of what they tell about. */
export async function insertNotifications(db: Knex, notifications: readonly NewNotification[]): Promise<void> {
  if (notifications.length === 0) return;
  await db('notifications').insert(notifications);
}
