import type { CoreDeps } from '../context/core-deps';
import type { AuthUser } from '../identity/auth-user';
import { notificationNotFound } from './notification-not-found';
import { notificationSql } from './notification-sql';

export async function deleteNotification(deps: CoreDeps, user: AuthUser, id: number): Promise<void> {
  const { rows } = await deps.db.raw<{ rows: { id: number }[] }>(notificationSql.remove, { id, userId: user.id });
  if (!rows[0]) throw notificationNotFound();
}
