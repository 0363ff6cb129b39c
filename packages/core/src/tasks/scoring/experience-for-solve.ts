/**
 * Experience for a first correct solve, by how many tasks of the type the user had solved before:
 * the first tasks of a type are worth most. Tasks 26 and 27 are longer, so their tiers are wider.
 */
export function experienceForSolve(type: number, solvedBefore: number): number {
  const [high, middle] = type === 26 || type === 27 ? [20, 60] : [10, 30];
  if (solvedBefore < high) return 10;
  if (solvedBefore < middle) return 5;
  return 2;
}
