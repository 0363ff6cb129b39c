import type { Knex } from 'knex';
import { achievementCategories } from './achievement-categories';
import { achievementCatalogue } from './achievement-catalogue';
import type { ProfileAchievements } from './achievement-schemas';

const byId = new Map(achievementCatalogue.map((achievement) => [achievement.id, achievement]));
const categoryNameOf = new Map<string, string>(achievementCategories.map((category) => [category.id, category.name]));

/**
 * The profile's achievements: only the earned ones, read by the primary key of user_achievements;
 * the profile is read often and needs no progress (that is GET /users/achievements/progress/).
 */
export async function getProfileAchievements(db: Knex, userId: number): Promise<ProfileAchievements> {
  const rows = await db('user_achievements').where({ user_id: userId }).orderBy('earned_at', 'desc').select('achievement_id', 'earned_at');
  // An id the catalogue no longer has (a removed achievement) is not shown.
  const achievements = rows.flatMap(({ achievement_id, earned_at }) => {
    const definition = byId.get(achievement_id);
    if (!definition) return [];
    const { id, icon, title, description, points, category, rule } = definition;
    const date_earned = earned_at.toISOString();
    return [{ id, icon, title, description, points, category, category_name: categoryNameOf.get(category)!, earned: true, date_earned, progress: rule.threshold, target: rule.threshold }];
  });
  return {
    achievements,
    achievements_by_category: Object.fromEntries(
      achievementCategories.map(({ id, name }) => [
        id,
        { name, earned_count: achievements.filter((item) => item.category === id).length, total_count: achievementCatalogue.filter((item) => item.category === id).length },
      ]),
    ),
    total_achievement_points: achievements.reduce((sum, item) => sum + item.points, 0),
  };
}
