const moscow = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Moscow' });

/** A report's or a flag's time on Moscow's clock: '29 ноября 2026 г. в 18:30'. */
export function formatReportDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : moscow.format(date).replace(', ', ' в ');
}
