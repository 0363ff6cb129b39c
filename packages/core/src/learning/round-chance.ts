/** A chance as the API gives it: three decimals, enough for a percent with one. */
export function roundChance(chance: number): number {
  return Math.round(chance * 1000) / 1000;
}
