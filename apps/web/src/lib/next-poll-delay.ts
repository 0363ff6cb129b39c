/** SPEC §4/§9: the activity list polls every 3 s; each failure doubles the wait up to 12 s. */
export const basePollDelayMs = 3000;
export const maxPollDelayMs = 12_000;

/** The wait before the next poll, from the last wait and whether the last poll succeeded. */
export function nextPollDelay(previousMs: number, succeeded: boolean): number {
  if (succeeded) return basePollDelayMs;
  return Math.min(Math.max(previousMs, basePollDelayMs) * 2, maxPollDelayMs);
}
