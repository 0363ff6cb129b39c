import type { EarnedAchievement } from '@ege/core/achievements/achievement-schemas';
import type { QueryClient } from '@tanstack/react-query';

/** The achievements a mutation's answer says it earned (a check, a finish), or none. */
function earnedIn(data: unknown): EarnedAchievement[] {
  const earned = data !== null && typeof data === 'object' && 'achievements_earned' in data ? data.achievements_earned : undefined;
  return Array.isArray(earned) ? (earned as EarnedAchievement[]) : [];
}

/**
 * Every mutation's answer passes here: one that earned achievements shows their toasts, and every
 * achievements list is stale. The toast code loads with the first one, so neither the first page nor
 * the trainer carries it (docs/decisions/025, 032). Wired by the app, so lib/ never reaches a feature.
 */
export function announceAchievements(queryClient: QueryClient): () => void {
  return queryClient.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const earned = earnedIn(event.action.data);
    if (earned.length === 0) return;
    void import('../features/achievements/show-achievement-toasts').then((module) => module.showAchievementToasts(earned));
    void queryClient.invalidateQueries({ queryKey: [['achievements']] });
  });
}
