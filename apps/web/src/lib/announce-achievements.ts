import type { EarnedAchievement } from '@ege/core/achievements/achievement-schemas';

/**
 * Every mutation's answer passes here (query-client.ts): a check or a finish that earned
 * achievements shows their toasts. The toast code loads with the first one, so neither the first
 * page nor the trainer carries it (docs/decisions/025, 032).
 */
export function announceAchievements(data: unknown): boolean {
  const earned = data !== null && typeof data === 'object' && 'achievements_earned' in data ? data.achievements_earned : undefined;
  if (!Array.isArray(earned) || earned.length === 0) return false;
  void import('../features/achievements/show-achievement-toasts').then((module) => module.showAchievementToasts(earned as EarnedAchievement[]));
  return true;
}
