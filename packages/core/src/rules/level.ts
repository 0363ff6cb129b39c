export const experiencePerLevel = 100;

export function levelOf(experiencePoints: number): number {
  return Math.floor(experiencePoints / experiencePerLevel) + 1;
}

/** Experience gathered inside the current level: what the profile bar shows out of 100. */
export function levelProgressOf(experiencePoints: number): number {
  return experiencePoints % experiencePerLevel;
}
