import { z } from '../validation/z';
import { achievementCategoryIds } from './achievement-categories';
import { achievementIcons } from './achievement-catalogue';

const categoryMessage = `Неизвестная категория достижений: допустимы all, ${achievementCategoryIds.join(', ')}`;
const limitMessage = 'Количество достижений (limit) — целое число от 1 до 100';
const earnedOnlyMessage = 'earned_only — true или false';
export const achievementSortOrders = ['earned', 'date_earned', 'points', 'title'] as const;
const sortMessage = `Неизвестный порядок сортировки: допустимы ${achievementSortOrders.join(', ')}`;

/** SPEC §3 Toast: what the check and the finish answer for each achievement they earned. */
export const earnedAchievementSchema = z.object({
  id: z.string(),
  icon: z.enum(achievementIcons),
  title: z.string(),
  description: z.string(),
  points: z.number(),
});
export type EarnedAchievement = z.infer<typeof earnedAchievementSchema>;

/** SPEC §3 Achievement, with the user's standing; progress and target for the bar. */
export const achievementSchema = earnedAchievementSchema.extend({
  category: z.enum(achievementCategoryIds),
  category_name: z.string(),
  earned: z.boolean(),
  date_earned: z.string().nullable(),
  progress: z.number(),
  target: z.number(),
});
export type Achievement = z.infer<typeof achievementSchema>;

const categorySchema = z.object({ id: z.enum(achievementCategoryIds), name: z.string() });

export const achievementProgressSchema = z.object({
  /** The whole catalogue, earned first (newest first), then the rest in catalogue order. */
  achievements: z.array(achievementSchema),
  user_progress: z.record(z.string(), z.object({ earned: z.boolean(), date_earned: z.string().nullable(), progress: z.number(), target: z.number() })),
  categories: z.array(categorySchema),
  earned_count: z.number(),
  total_count: z.number(),
  total_points: z.number(),
});
export type AchievementProgress = z.infer<typeof achievementProgressSchema>;

/** An absent, empty or 'all' category means every category. */
const allCategories = (value: unknown) => (value === '' || value === 'all' || value === null ? undefined : value);
const booleanText = (value: unknown) => (value === 'true' || value === '1' ? true : value === 'false' || value === '0' || value === '' ? false : value);

export const achievementCarouselInput = z
  .object({
    category: z.preprocess(allCategories, z.enum(achievementCategoryIds, { error: categoryMessage }).optional()),
    limit: z.coerce.number({ error: limitMessage }).int(limitMessage).min(1, limitMessage).max(100, limitMessage).default(20),
    earned_only: z.preprocess(booleanText, z.boolean({ error: earnedOnlyMessage }).default(false)),
    sort_by: z.enum(achievementSortOrders, { error: sortMessage }).default('earned'),
  })
  .default({ limit: 20, earned_only: false, sort_by: 'earned' });
export type AchievementCarouselInput = z.output<typeof achievementCarouselInput>;

/** SPEC §9 carousel defaults, sent by the server so it may change them. */
export const carouselConfigSchema = z.object({
  auto_scroll_interval: z.number(),
  visible_count: z.number(),
  card_width: z.number(),
  gap: z.number(),
});

export const achievementCarouselSchema = z.object({
  achievements: z.array(achievementSchema),
  /** Of the category asked (all when none), before the limit. */
  earned_count: z.number(),
  total_count: z.number(),
  config: carouselConfigSchema,
});
export type AchievementCarousel = z.infer<typeof achievementCarouselSchema>;

/** SPEC §3 User/profile: the achievements part, on one's own profile and on anyone's (it is public, as the top's count). */
export const profileAchievementFields = {
  /** The earned ones, newest first. */
  achievements: z.array(achievementSchema),
  /** Category id -> its name and how many of its achievements are earned out of how many. */
  achievements_by_category: z.record(z.string(), z.object({ name: z.string(), earned_count: z.number(), total_count: z.number() })),
  total_achievement_points: z.number(),
};
export type ProfileAchievements = { [key in keyof typeof profileAchievementFields]: z.infer<(typeof profileAchievementFields)[key]> };
