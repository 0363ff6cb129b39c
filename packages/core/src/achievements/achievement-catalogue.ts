import type { AchievementCategory } from './achievement-categories';
import type { AchievementRule } from './achievement-rule';

/** Tabler icon names; the web maps each to its icon (features/achievements/achievement-icon.tsx). */
export const achievementIcons = [
  'target',
  'target-arrow',
  'stairs-up',
  'medal',
  'medal-2',
  'trophy',
  'crown',
  'star',
  'rocket',
  'flame',
  'bolt',
  'clock',
  'hourglass',
  'calendar-check',
  'puzzle',
  'books',
  'code',
  'moon',
  'sunrise',
  'checks',
  'school',
  'certificate',
  'award',
  'diamond',
  'mountain',
  'brain',
  'compass',
  'clipboard-check',
  'sparkles',
  'crosshair',
  'chess',
  'binary',
  'confetti',
  'flag',
  'layout-grid',
  'stopwatch',
  'map',
] as const;
export type AchievementIcon = (typeof achievementIcons)[number];

export type AchievementDefinition = {
  /** Stable: user_achievements keeps it; never rename one that has been earned. */
  id: string;
  title: string;
  description: string;
  icon: AchievementIcon;
  /** Achievement points (the profile's total_achievement_points); not experience (decision 032). */
  points: number;
  category: AchievementCategory;
  rule: AchievementRule;
};

const allTypes = Array.from({ length: 27 }, (_, index) => index + 1);
const partOne = allTypes.slice(0, 12);
const programming = [22, 23, 24, 25, 26, 27];

/**
 * The catalogue (SPEC §3 Achievement) as data: adding one is adding an entry, with a rule of a kind
 * that exists. Order is the order of the page within the earned and the not-yet-earned halves.
 */
export const achievementCatalogue: readonly AchievementDefinition[] = [
  // Прогресс: first solves of distinct tasks.
  { id: 'solved-1', title: 'Первый шаг', description: 'Решите первую задачу', icon: 'target', points: 5, category: 'progress', rule: { kind: 'solves', threshold: 1 } },
  { id: 'solved-10', title: 'Разминка', description: 'Решите 10 задач', icon: 'checks', points: 10, category: 'progress', rule: { kind: 'solves', threshold: 10 } },
  { id: 'solved-50', title: 'Полсотни', description: 'Решите 50 задач', icon: 'medal', points: 20, category: 'progress', rule: { kind: 'solves', threshold: 50 } },
  { id: 'solved-100', title: 'Сотня', description: 'Решите 100 задач', icon: 'medal-2', points: 30, category: 'progress', rule: { kind: 'solves', threshold: 100 } },
  { id: 'solved-250', title: 'Упорство', description: 'Решите 250 задач', icon: 'mountain', points: 50, category: 'progress', rule: { kind: 'solves', threshold: 250 } },
  { id: 'solved-500', title: 'Пятьсот решений', description: 'Решите 500 задач', icon: 'trophy', points: 75, category: 'progress', rule: { kind: 'solves', threshold: 500 } },
  { id: 'solved-1000', title: 'Тысячник', description: 'Решите 1000 задач', icon: 'crown', points: 100, category: 'progress', rule: { kind: 'solves', threshold: 1000 } },
  { id: 'solved-27-10', title: 'Мастер 27-й', description: 'Решите 10 задач 27-го типа', icon: 'code', points: 50, category: 'progress', rule: { kind: 'solves', threshold: 10, types: [27] } },
  { id: 'solved-part-one-100', title: 'Крепкая база', description: 'Решите 100 задач первой части (типы 1–12)', icon: 'books', points: 30, category: 'progress', rule: { kind: 'solves', threshold: 100, types: partOne } },

  // Уровни: the level of SPEC §9 (experience / 100 + 1).
  { id: 'level-2', title: 'Новичок', description: 'Достигните 2-го уровня', icon: 'stairs-up', points: 5, category: 'levels', rule: { kind: 'level', threshold: 2 } },
  { id: 'level-5', title: 'Ученик', description: 'Достигните 5-го уровня', icon: 'stairs-up', points: 10, category: 'levels', rule: { kind: 'level', threshold: 5 } },
  { id: 'level-10', title: 'Знаток', description: 'Достигните 10-го уровня', icon: 'star', points: 20, category: 'levels', rule: { kind: 'level', threshold: 10 } },
  { id: 'level-20', title: 'Эксперт', description: 'Достигните 20-го уровня', icon: 'award', points: 40, category: 'levels', rule: { kind: 'level', threshold: 20 } },
  { id: 'level-30', title: 'Мастер', description: 'Достигните 30-го уровня', icon: 'diamond', points: 60, category: 'levels', rule: { kind: 'level', threshold: 30 } },
  { id: 'level-50', title: 'Легенда', description: 'Достигните 50-го уровня', icon: 'crown', points: 100, category: 'levels', rule: { kind: 'level', threshold: 50 } },

  // Разнообразие: distinct types with a solve.
  { id: 'types-5', title: 'Любопытный', description: 'Решите задачи 5 разных типов', icon: 'compass', points: 10, category: 'variety', rule: { kind: 'types_covered', threshold: 5 } },
  { id: 'types-10', title: 'Исследователь', description: 'Решите задачи 10 разных типов', icon: 'map', points: 20, category: 'variety', rule: { kind: 'types_covered', threshold: 10 } },
  { id: 'types-20', title: 'Широкий кругозор', description: 'Решите задачи 20 разных типов', icon: 'layout-grid', points: 40, category: 'variety', rule: { kind: 'types_covered', threshold: 20 } },
  { id: 'types-all', title: 'Все типы ЕГЭ', description: 'Решите хотя бы одну задачу каждого из 27 типов', icon: 'sparkles', points: 100, category: 'variety', rule: { kind: 'types_covered', threshold: 27 } },
  { id: 'types-part-one', title: 'Первая часть пройдена', description: 'Решите задачи всех типов с 1 по 12', icon: 'puzzle', points: 30, category: 'variety', rule: { kind: 'types_covered', threshold: 12, types: partOne } },
  { id: 'types-programming', title: 'Программист', description: 'Решите задачи всех типов с 22 по 27', icon: 'binary', points: 40, category: 'variety', rule: { kind: 'types_covered', threshold: 6, types: programming } },
  { id: 'types-block-19-21', title: 'Теория игр', description: 'Решите все три вопроса блока 19–21', icon: 'chess', points: 30, category: 'variety', rule: { kind: 'types_covered', threshold: 3, types: [19, 20, 21] } },

  // Скорость: the trainer's timer of the solve.
  { id: 'fast-1', title: 'Быстрый старт', description: 'Решите задачу быстрее чем за минуту', icon: 'bolt', points: 5, category: 'speed', rule: { kind: 'solves', threshold: 1, under_seconds: 60 } },
  { id: 'fast-10', title: 'Скорострел', description: 'Решите 10 задач, каждую быстрее чем за минуту', icon: 'bolt', points: 20, category: 'speed', rule: { kind: 'solves', threshold: 10, under_seconds: 60 } },
  { id: 'fast-50', title: 'Реактивный', description: 'Решите 50 задач, каждую быстрее чем за минуту', icon: 'rocket', points: 50, category: 'speed', rule: { kind: 'solves', threshold: 50, under_seconds: 60 } },
  { id: 'lightning-10', title: 'Молния', description: 'Решите 10 задач, каждую быстрее чем за 30 секунд', icon: 'stopwatch', points: 30, category: 'speed', rule: { kind: 'solves', threshold: 10, under_seconds: 30 } },
  { id: 'fast-24', title: 'Строки на лету', description: 'Решите задачу 24 быстрее чем за 5 минут', icon: 'clock', points: 20, category: 'speed', rule: { kind: 'solves', threshold: 1, types: [24], under_seconds: 300 } },
  { id: 'fast-26', title: 'Быстрый анализ', description: 'Решите задачу 26 быстрее чем за 15 минут', icon: 'hourglass', points: 30, category: 'speed', rule: { kind: 'solves', threshold: 1, types: [26], under_seconds: 900 } },
  { id: 'fast-27', title: 'Спринт по 27-й', description: 'Решите задачу 27 быстрее чем за 20 минут', icon: 'hourglass', points: 40, category: 'speed', rule: { kind: 'solves', threshold: 1, types: [27], under_seconds: 1200 } },

  // Особые: habits.
  { id: 'streak-3', title: 'Три дня подряд', description: 'Решайте задачи 3 дня подряд', icon: 'flame', points: 10, category: 'special', rule: { kind: 'streak_days', threshold: 3 } },
  { id: 'streak-7', title: 'Неделя без пропусков', description: 'Решайте задачи 7 дней подряд', icon: 'flame', points: 25, category: 'special', rule: { kind: 'streak_days', threshold: 7 } },
  { id: 'streak-14', title: 'Две недели в строю', description: 'Решайте задачи 14 дней подряд', icon: 'calendar-check', points: 50, category: 'special', rule: { kind: 'streak_days', threshold: 14 } },
  { id: 'streak-30', title: 'Месяц практики', description: 'Решайте задачи 30 дней подряд', icon: 'calendar-check', points: 100, category: 'special', rule: { kind: 'streak_days', threshold: 30 } },
  { id: 'first-try-10', title: 'Снайпер', description: 'Решите 10 задач с первой попытки', icon: 'crosshair', points: 15, category: 'special', rule: { kind: 'solves', threshold: 10, first_try: true } },
  { id: 'first-try-50', title: 'Без права на ошибку', description: 'Решите 50 задач с первой попытки', icon: 'target-arrow', points: 40, category: 'special', rule: { kind: 'solves', threshold: 50, first_try: true } },
  { id: 'night-owl', title: 'Полуночник', description: 'Решите задачу между полуночью и пятью утра по Москве', icon: 'moon', points: 10, category: 'special', rule: { kind: 'solves', threshold: 1, moscow_hours: [0, 5] } },
  { id: 'quest-daily-1', title: 'Первый квест', description: 'Завершите ежедневный квест', icon: 'compass', points: 10, category: 'special', rule: { kind: 'quests', threshold: 1, measure: 'daily_completed' } },
  { id: 'quest-streak-7', title: 'Неделя квестов', description: 'Завершайте ежедневный квест 7 дней подряд', icon: 'flame', points: 30, category: 'special', rule: { kind: 'quests', threshold: 7, measure: 'daily_streak' } },
  { id: 'quest-streak-30', title: 'Месяц квестов', description: 'Завершайте ежедневный квест 30 дней подряд', icon: 'calendar-check', points: 100, category: 'special', rule: { kind: 'quests', threshold: 30, measure: 'daily_streak' } },
  { id: 'quest-weekly-full', title: 'Вся карта', description: 'Пройдите всю карту квеста недели', icon: 'map', points: 50, category: 'special', rule: { kind: 'quests', threshold: 1, measure: 'weekly_full' } },
  { id: 'early-bird', title: 'Ранняя пташка', description: 'Решите задачу между пятью и восемью утра по Москве', icon: 'sunrise', points: 10, category: 'special', rule: { kind: 'solves', threshold: 1, moscow_hours: [5, 8] } },

  // ЕГЭ: the exam's own tasks, variants and homework.
  { id: 'first-26', title: 'Задача 26 покорена', description: 'Полностью решите задачу 26', icon: 'brain', points: 30, category: 'exam', rule: { kind: 'solves', threshold: 1, types: [26] } },
  { id: 'first-27', title: 'Задача 27 покорена', description: 'Полностью решите задачу 27', icon: 'code', points: 40, category: 'exam', rule: { kind: 'solves', threshold: 1, types: [27] } },
  { id: 'variant-1', title: 'Первый вариант', description: 'Завершите любой вариант, ответив хотя бы на треть заданий', icon: 'flag', points: 10, category: 'exam', rule: { kind: 'variants_finished', threshold: 1 } },
  { id: 'variant-10', title: 'Десять вариантов', description: 'Завершите 10 вариантов, в каждом ответив хотя бы на треть заданий', icon: 'flag', points: 40, category: 'exam', rule: { kind: 'variants_finished', threshold: 10 } },
  { id: 'full-exam-1', title: 'Пробный ЕГЭ', description: 'Завершите полный вариант из 27 заданий или пробный ЕГЭ, ответив хотя бы на 9 заданий', icon: 'school', points: 30, category: 'exam', rule: { kind: 'variants_finished', threshold: 1, full_exam: true } },
  { id: 'full-exam-5', title: 'Пять пробников', description: 'Завершите 5 полных вариантов из 27 заданий, в каждом ответив хотя бы на 9 заданий', icon: 'school', points: 60, category: 'exam', rule: { kind: 'variants_finished', threshold: 5, full_exam: true } },
  { id: 'test-score-80', title: 'Высокий балл', description: 'Наберите 80 и больше тестовых баллов в полном варианте', icon: 'certificate', points: 60, category: 'exam', rule: { kind: 'variants_finished', threshold: 1, min_test_score: 80 } },
  { id: 'test-score-100', title: 'Сто баллов', description: 'Наберите 100 тестовых баллов в полном варианте', icon: 'trophy', points: 100, category: 'exam', rule: { kind: 'variants_finished', threshold: 1, min_test_score: 100 } },
  { id: 'homework-1', title: 'Домашка сдана', description: 'Выполните первое домашнее задание', icon: 'clipboard-check', points: 10, category: 'exam', rule: { kind: 'homework_completed', threshold: 1 } },
  { id: 'homework-5', title: 'Прилежный ученик', description: 'Выполните 5 домашних заданий', icon: 'clipboard-check', points: 25, category: 'exam', rule: { kind: 'homework_completed', threshold: 5 } },
  { id: 'homework-20', title: 'Отличник', description: 'Выполните 20 домашних заданий', icon: 'confetti', points: 60, category: 'exam', rule: { kind: 'homework_completed', threshold: 20 } },
];
