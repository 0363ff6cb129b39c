/** SPEC §2 Achievements page: the chips after 'Все', in this order. */
export const achievementCategories = [
  { id: 'progress', name: 'Прогресс' },
  { id: 'levels', name: 'Уровни' },
  { id: 'variety', name: 'Разнообразие' },
  { id: 'speed', name: 'Скорость' },
  { id: 'special', name: 'Особые' },
  { id: 'exam', name: 'ЕГЭ' },
] as const;

export type AchievementCategory = (typeof achievementCategories)[number]['id'];
export const achievementCategoryIds = achievementCategories.map((category) => category.id) as [AchievementCategory, ...AchievementCategory[]];
