const moscowDateTime = new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** A moment in Moscow time: '29.11.2026, 15:04'; '' for a bad date. */
export function formatMoscowDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : moscowDateTime.format(date);
}
