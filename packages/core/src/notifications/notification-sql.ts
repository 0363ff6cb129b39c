const columns = 'id, kind, user_id, message, related_homework_id, related_task_id, is_read, created_at';

/** The notification statements as constant SQL: the list is polled by every signed-in page. */
export const notificationSql = {
  /** The newest first, with the unread count over all of them (the window runs before the limit). Bindings: userId, limit. */
  list: `
    SELECT ${columns}, count(*) FILTER (WHERE NOT is_read) OVER ()::int AS unread_count
    FROM notifications WHERE user_id = :userId ORDER BY created_at DESC, id DESC LIMIT :limit`,
  /** Bindings: id, userId. */
  markRead: `UPDATE notifications SET is_read = true WHERE id = :id AND user_id = :userId RETURNING ${columns}`,
  /** Bindings: id, userId. */
  remove: 'DELETE FROM notifications WHERE id = :id AND user_id = :userId RETURNING id',
} as const;

export const notificationColumns = columns;
