import { achievementCategories } from './achievement-categories';
import { achievementCatalogue } from './achievement-catalogue';
import type { Achievement } from './achievement-schemas';
import { evaluateAchievements } from './evaluate-achievements';
import type { AchievementMetrics } from './to-achievement-metrics';

const categoryNameOf = new Map<string, string>(achievementCategories.map((category) => [category.id, category.name]));

/**
 * The whole catalogue with the user's standing, earned first (newest first), then the rest in
 * catalogue order. Earned is what user_achievements holds: a rule met before this feature existed
 * is earned at the user's next event, and until then shows a full bar.
 */
export function toUserAchievements(metrics: AchievementMetrics): Achievement[] {
  const standings = evaluateAchievements(achievementCatalogue, metrics.values);
  const achievements = achievementCatalogue.map(({ id, icon, title, description, points, category }, index) => {
    const earnedAt = metrics.earned.get(id);
    const standing = standings[index]!;
    return {
      id,
      icon,
      title,
      description,
      points,
      category,
      category_name: categoryNameOf.get(category)!,
      earned: earnedAt !== undefined,
      date_earned: earnedAt?.toISOString() ?? null,
      progress: earnedAt !== undefined ? standing.target : standing.progress,
      target: standing.target,
    };
  });
  const earned = achievements.filter((item) => item.earned).sort((a, b) => b.date_earned!.localeCompare(a.date_earned!));
  return [...earned, ...achievements.filter((item) => !item.earned)];
}
