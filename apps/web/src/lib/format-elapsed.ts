/** Whole seconds of a variant as mm:ss, and h:mm:ss from an hour on (an exam lasts almost four). */
export function formatElapsed(total: number): string {
  const seconds = Number.isFinite(total) ? Math.max(0, Math.floor(total)) : 0;
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${String(minutes).padStart(2, '0')}:${rest}`;
}
