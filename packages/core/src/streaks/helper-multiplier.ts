/**
 * SPEC §9's helper multiplier of streak day n: 1.2 for n ≤ 0, 1.2 + 0.2·(n − 1) up to 5, 2 above.
 * Rounded to tenths, so 1.6 is 1.6 and not 1.6000000000000003.
 */
export function helperMultiplier(n: number): number {
  if (n <= 0) return 1.2;
  if (n > 5) return 2;
  return Math.round((1.2 + 0.2 * (n - 1)) * 10) / 10;
}

/** Completed days that earn one streak freeze (held at most one): decision 038. */
export const freezeEveryDays = 7;
