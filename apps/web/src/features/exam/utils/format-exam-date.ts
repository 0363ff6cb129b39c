const dateFormat = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Moscow' });

/** '25 ноября 2026 г., 09:35' in Moscow time, as the rest of the app dates things. */
export function formatExamDate(instant: string): string {
  return dateFormat.format(new Date(instant));
}
