/** When a practice card asks for its type again, in Moscow time: 'сейчас', 'сегодня в 18:40', '3 декабря'. */
export function formatDue(dueAt: string, now = new Date()): string {
  const due = new Date(dueAt);
  if (due.getTime() <= now.getTime()) return 'сейчас';
  const day = (at: Date) => at.toLocaleDateString('ru-RU', { timeZone: 'Europe/Moscow' });
  if (day(due) === day(now)) return `сегодня в ${due.toLocaleTimeString('ru-RU', { timeZone: 'Europe/Moscow', hour: '2-digit', minute: '2-digit' })}`;
  return due.toLocaleDateString('ru-RU', { timeZone: 'Europe/Moscow', day: 'numeric', month: 'long' });
}
