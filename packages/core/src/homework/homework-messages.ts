export const homeworkAssignedMessage = 'Вам выдано домашнее задание';
export const homeworkEditedMessage = 'Домашнее задание изменено';
export const examAssignedMessage = 'Вам выдан пробный экзамен';
const excerptLength = 100;
const moscowOffsetMs = 3 * 60 * 60 * 1000;

/** 'Вам выдано домашнее задание: {the comment's first 100 characters}…' */
export function assignedNotificationText(comment: string): string {
  const excerpt = excerptOf(comment);
  return excerpt ? `${homeworkAssignedMessage}: ${excerpt}` : homeworkAssignedMessage;
}

/** 'Вам выдан пробный экзамен: начать можно с 01.12.2026 10:00 до 03.12.2026 22:00 (МСК). {excerpt}' */
export function examAssignedNotificationText(opensAt: Date, closesAt: Date, comment: string): string {
  const excerpt = excerptOf(comment);
  const text = `${examAssignedMessage}: начать можно с ${formatMoscowDateTime(opensAt)} до ${formatMoscowDateTime(closesAt)} (МСК)`;
  return excerpt ? `${text}. ${excerpt}` : text;
}

/** 'DD.MM.YYYY HH:MM' in Moscow time (UTC+3 all year since 2014, so a fixed offset is exact). */
export function formatMoscowDateTime(at: Date): string {
  const [date, time] = new Date(at.getTime() + moscowOffsetMs).toISOString().split('T') as [string, string];
  const [year, month, day] = date.split('-');
  return `${day}.${month}.${year} ${time.slice(0, 5)}`;
}

/** A rehearsal's window was moved: the student is told the new one. */
export function examWindowChangedText(opensAt: Date, closesAt: Date): string {
  return `Пробный экзамен перенесён: начать можно с ${formatMoscowDateTime(opensAt)} до ${formatMoscowDateTime(closesAt)} (МСК)`;
}

function excerptOf(comment: string): string {
  const text = comment.replace(/\s+/g, ' ').trim();
  return text.length > excerptLength ? `${text.slice(0, excerptLength).trimEnd()}…` : text;
}
