import type { CoreDeps } from '../context/core-deps';
import type { AuthUser } from '../identity/auth-user';
import { notificationNotFound } from './notification-not-found';
import { toNotification, type NotificationRow } from './notification-row';
import type { Notification } from './notification-schemas';
import { notificationSql } from './notification-sql';

export async function markNotificationRead(deps: CoreDeps, user: AuthUser, id: number): Promise<Notification> {
  const { rows } = await deps.db.raw<{ rows: NotificationRow[] }>(notificationSql.markRead, { id, userId: user.id });
  if (!rows[0]) throw notificationNotFound();
  return toNotification(rows[0]);
}
