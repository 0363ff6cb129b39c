/** Seconds as the station's clock shows them: always h:mm:ss (3:55:00 … 0:00:09). */
export function formatCountdown(total: number): string {
  const seconds = Number.isFinite(total) ? Math.max(0, Math.floor(total)) : 0;
  const hours = Math.floor(seconds / 3600);
  const minutes = String(Math.floor((seconds % 3600) / 60)).padStart(2, '0');
  return `${hours}:${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/** A spoken form for screen readers and the list: '2 ч 05 мин', '14 мин', 'меньше минуты'. */
export function formatTimeLeft(total: number): string {
  const minutes = Math.floor(Math.max(0, total) / 60);
  if (minutes === 0) return 'меньше минуты';
  const hours = Math.floor(minutes / 60);
  if (hours === 0) return `${minutes} мин`;
  return `${hours} ч ${String(minutes % 60).padStart(2, '0')} мин`;
}
