import type { CoreDeps } from '../context/core-deps';
import type { AuthUser } from '../identity/auth-user';
import type { Achievement, AchievementCarousel, AchievementCarouselInput } from './achievement-schemas';
import { loadAchievementMetrics } from './load-achievement-metrics';
import { toUserAchievements } from './to-user-achievements';

/** SPEC §9 carousel defaults. */
export const carouselConfig = { auto_scroll_interval: 2500, visible_count: 3, card_width: 140, gap: 16 };

const byEarnedDate = (a: Achievement, b: Achievement) => (b.date_earned ?? '').localeCompare(a.date_earned ?? '');
const orders: Record<AchievementCarouselInput['sort_by'], ((a: Achievement, b: Achievement) => number) | null> = {
  // toUserAchievements' own order: earned first, newest first.
  earned: null,
  date_earned: byEarnedDate,
  points: (a, b) => b.points - a.points || byEarnedDate(a, b),
  title: (a, b) => a.title.localeCompare(b.title, 'ru'),
};

/** GET /users/achievements/carousel/: the profile's carousel, a category's (or all) achievements. */
export async function getAchievementCarousel(deps: CoreDeps, user: AuthUser, input: AchievementCarouselInput): Promise<AchievementCarousel> {
  const all = toUserAchievements(await loadAchievementMetrics(deps.db, user.id, deps.clock.now()));
  const inCategory = input.category === undefined ? all : all.filter((item) => item.category === input.category);
  const picked = input.earned_only ? inCategory.filter((item) => item.earned) : inCategory;
  const order = orders[input.sort_by];
  return {
    achievements: (order ? [...picked].sort(order) : picked).slice(0, input.limit),
    earned_count: inCategory.filter((item) => item.earned).length,
    total_count: inCategory.length,
    config: carouselConfig,
  };
}
