import type { AchievementRule } from './achievement-rule';

/**
 * The measure a rule compares with its threshold. Rules that count the same thing share a key, so
 * the statement measures each once (solved-10 and solved-100 both read 'solves:{}').
 */
export function metricKeyOf(rule: AchievementRule): string {
  switch (rule.kind) {
    case 'solves':
      return `solves:${JSON.stringify({ types: rule.types, under_seconds: rule.under_seconds, first_try: rule.first_try, moscow_hours: rule.moscow_hours })}`;
    case 'types_covered':
      return `types:${rule.types?.join(',') ?? 'all'}`;
    case 'variants_finished':
      return `variants:${JSON.stringify({ full_exam: rule.full_exam === true || rule.min_test_score !== undefined, min_test_score: rule.min_test_score })}`;
    case 'quests':
      return `quests:${rule.measure}`;
    case 'level':
    case 'streak_days':
    case 'homework_completed':
      return rule.kind;
  }
}
