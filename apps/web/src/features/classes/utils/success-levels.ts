/**
 * The heat map's scale of first-try success: five steps from red to green, each with the colour of the
 * number printed on it, readable at WCAG AA (4.5:1) in both themes (success-levels.test.ts checks it).
 * Light: Mantine's shade 2 under near-black text; dark: the same hues deep under near-white text.
 */
export type SuccessLevel = { from: number; label: string; light: string; dark: string };

export const cellTextColors = { light: '#212529', dark: '#f1f3f5' } as const;

export const successLevels: readonly SuccessLevel[] = [
  { from: 0, label: '0–19%', light: '#ffc9c9', dark: '#6b1d1d' },
  { from: 0.2, label: '20–39%', light: '#ffd8a8', dark: '#6b3410' },
  { from: 0.4, label: '40–59%', light: '#ffec99', dark: '#5c4708' },
  { from: 0.6, label: '60–79%', light: '#d8f5a2', dark: '#3b5410' },
  { from: 0.8, label: '80–100%', light: '#b2f2bb', dark: '#1d5130' },
];

/** The step a share of right first tries (0…1) falls on. */
export function successLevelOf(success: number): SuccessLevel {
  let found = successLevels[0]!;
  for (const level of successLevels) if (success >= level.from) found = level;
  return found;
}

/** '75%': the share shown in a cell, rounded to a whole percent. */
export function formatSuccess(success: number): string {
  return `${Math.round(success * 100)}%`;
}
