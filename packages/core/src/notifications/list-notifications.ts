import type { CoreDeps } from '../context/core-deps';
import type { AuthUser } from '../identity/auth-user';
import { toNotification, type NotificationRow } from './notification-row';
import type { NotificationList } from './notification-schemas';
import { notificationSql } from './notification-sql';

/** How many of the newest are listed; the unread count covers all. */
export const notificationListLimit = 100;

export async function listNotifications(deps: CoreDeps, user: AuthUser): Promise<NotificationList> {
  const { rows } = await deps.db.raw<{ rows: (NotificationRow & { unread_count: number })[] }>(notificationSql.list, { userId: user.id, limit: notificationListLimit });
  return { notifications: rows.map(toNotification), unread_count: rows[0]?.unread_count ?? 0 };
}
