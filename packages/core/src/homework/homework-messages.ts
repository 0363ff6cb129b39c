export const homeworkAssignedMessage = 'Вам выдано домашнее задание';
export const homeworkEditedMessage = 'Домашнее задание изменено';
const excerptLength = 100;

/** 'Вам выдано домашнее задание: {the comment's first 100 characters}…' */
export function assignedNotificationText(comment: string): string {
  const text = comment.replace(/\s+/g, ' ').trim();
  if (!text) return homeworkAssignedMessage;
  const excerpt = text.length > excerptLength ? `${text.slice(0, excerptLength).trimEnd()}…` : text;
  return `${homeworkAssignedMessage}: ${excerpt}`;
}
