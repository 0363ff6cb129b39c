/** Moscow keeps UTC+3 all year (since 2014), so a fixed offset is exact. */
const moscowOffsetMs = 3 * 60 * 60 * 1000;
const localPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** A datetime-local field's value for the instant, in Moscow time whatever the browser's zone: '2026-12-01T10:00'. */
export function moscowLocalOf(at: Date): string {
  return new Date(at.getTime() + moscowOffsetMs).toISOString().slice(0, 16);
}

/** The instant a datetime-local value names when read as Moscow time, with the offset the API asks for; null when the field is not filled. */
export function instantOfMoscowLocal(value: string): string | null {
  return localPattern.test(value) ? `${value}:00+03:00` : null;
}
