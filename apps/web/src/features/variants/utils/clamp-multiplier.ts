export const minMultiplier = 1;
export const maxMultiplier = 10;

/** The preset multiplier as SPEC §5 allows it: a whole number 1–10 (anything unreadable is 1). */
export function clampMultiplier(value: unknown): number {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  if (!Number.isFinite(number)) return minMultiplier;
  return Math.min(maxMultiplier, Math.max(minMultiplier, Math.round(number)));
}
