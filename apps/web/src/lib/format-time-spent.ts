/** Seconds on a task for the teacher's grid: '—' before any answer, '45 с', '3 мин 05 с', '1 ч 02 мин'. */
export function formatTimeSpent(seconds: number, attempts: number): string {
  if (attempts === 0) return '—';
  const total = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  if (hours > 0) return `${hours} ч ${String(minutes).padStart(2, '0')} мин`;
  if (minutes > 0) return `${minutes} мин ${String(total % 60).padStart(2, '0')} с`;
  return `${total} с`;
}
