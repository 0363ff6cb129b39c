/** The creation date of a card, in the ru-RU locale: '5 марта 2026 г.'. */
export function formatVariantDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('ru-RU', { day: 'numeric', month: 'long', year: 'numeric' });
}
