import type { CoreDeps } from '../context/core-deps';
import { AppError } from '../errors/app-error';
import { homeworkNotFoundMessage } from '../errors/homework-not-found';
import { toNotification, type NotificationRow } from './notification-row';
import type { CreateNotificationInput, Notification } from './notification-schemas';
import { notificationColumns } from './notification-sql';

export const userNotFoundMessage = 'Пользователь не найден';

/** A teacher's or an admin's message to a user; a related homework must be that user's own. */
export async function createNotification(deps: CoreDeps, input: CreateNotificationInput): Promise<Notification> {
  const relatedId = input.related_homework_id ?? null;
  const { rows } = await deps.db.raw<{ rows: { user_exists: boolean; homework_matches: boolean }[] }>(
    `SELECT EXISTS (SELECT 1 FROM users WHERE id = :userId) AS user_exists,
       (:relatedId::int IS NULL OR EXISTS (SELECT 1 FROM homework_assignments WHERE id = :relatedId::int AND user_id = :userId)) AS homework_matches`,
    { userId: input.user_id, relatedId },
  );
  if (!rows[0]?.user_exists) throw new AppError('NOT_FOUND', userNotFoundMessage);
  if (!rows[0].homework_matches) throw new AppError('NOT_FOUND', homeworkNotFoundMessage);
  const [row] = (await deps.db('notifications')
    .insert({ user_id: input.user_id, message: input.message, related_homework_id: relatedId })
    .returning(notificationColumns.split(', '))) as NotificationRow[];
  return toNotification(row!);
}
