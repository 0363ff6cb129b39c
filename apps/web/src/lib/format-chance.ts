/** 0.734 -> '73%'. */
export function formatChance(chance: number): string {
  return `${Math.round(chance * 100)}%`;
}
