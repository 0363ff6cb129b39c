/** '21.11.2026, 14:05' in the reader's time zone (SPEC §9: locale ru-RU). */
export function formatAssignedDate(iso: string): string {
  return new Date(iso).toLocaleString('ru-RU', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });
}
