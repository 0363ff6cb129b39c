import { describe, expect, it } from 'vitest';
import { achievementCategories } from './achievement-categories';
import { achievementCatalogue, type AchievementDefinition } from './achievement-catalogue';
import type { AchievementRule } from './achievement-rule';
import { achievementSql } from './achievement-sql';
import { evaluateAchievements } from './evaluate-achievements';
import { metricKeyOf } from './metric-key-of';

const definition = (id: string, rule: AchievementRule): AchievementDefinition => ({ id, title: id, description: id, icon: 'star', points: 1, category: 'progress', rule });

describe('evaluateAchievements', () => {
  const catalogue = [
    definition('ten', { kind: 'solves', threshold: 10 }),
    definition('fast', { kind: 'solves', threshold: 2, under_seconds: 60 }),
    definition('level', { kind: 'level', threshold: 5 }),
    definition('streak', { kind: 'streak_days', threshold: 3 }),
    definition('all-types', { kind: 'types_covered', threshold: 27 }),
    definition('block', { kind: 'types_covered', threshold: 3, types: [19, 20, 21] }),
    definition('exam', { kind: 'variants_finished', threshold: 1, min_test_score: 80 }),
    definition('homework', { kind: 'homework_completed', threshold: 1 }),
  ];
  const standingsAt = (values: Record<string, number>) =>
    Object.fromEntries(evaluateAchievements(catalogue, new Map(Object.entries(values))).map((s) => [s.id, s]));

  it('reaches each rule kind at its threshold and not one below it', () => {
    const below = standingsAt(Object.fromEntries(catalogue.map(({ rule }) => [metricKeyOf(rule), rule.threshold - 1])));
    const at = standingsAt(Object.fromEntries(catalogue.map(({ rule }) => [metricKeyOf(rule), rule.threshold])));
    for (const { id, rule } of catalogue) {
      expect(below[id]).toEqual({ id, progress: rule.threshold - 1, target: rule.threshold, reached: false });
      expect(at[id]).toEqual({ id, progress: rule.threshold, target: rule.threshold, reached: true });
    }
  });

  it('caps progress at the target and treats an unmeasured key as 0', () => {
    const standings = standingsAt({ [metricKeyOf({ kind: 'solves', threshold: 1 })]: 250 });
    expect(standings.ten).toEqual({ id: 'ten', progress: 10, target: 10, reached: true });
    expect(standings.fast).toEqual({ id: 'fast', progress: 0, target: 2, reached: false });
  });

  it('gives rules that count the same thing one key, and different filters different keys', () => {
    expect(metricKeyOf({ kind: 'solves', threshold: 1 })).toBe(metricKeyOf({ kind: 'solves', threshold: 1000 }));
    expect(metricKeyOf({ kind: 'solves', threshold: 1, types: [27] })).not.toBe(metricKeyOf({ kind: 'solves', threshold: 1, types: [26] }));
    expect(metricKeyOf({ kind: 'variants_finished', threshold: 1, full_exam: true })).not.toBe(metricKeyOf({ kind: 'variants_finished', threshold: 1 }));
  });
});

describe('the catalogue', () => {
  it('has at least 40 achievements with unique ids over every category', () => {
    expect(achievementCatalogue.length).toBeGreaterThanOrEqual(40);
    expect(new Set(achievementCatalogue.map((a) => a.id)).size).toBe(achievementCatalogue.length);
    expect(new Set(achievementCatalogue.map((a) => a.category))).toEqual(new Set(achievementCategories.map((c) => c.id)));
    for (const a of achievementCatalogue) {
      expect(a.rule.threshold, a.id).toBeGreaterThanOrEqual(1);
      expect(a.points, a.id).toBeGreaterThan(0);
    }
  });

  it('measures every key its rules read in the metrics statement', () => {
    const computedInCode = new Set(['level', 'streak_days', 'homework_completed', 'quests:daily_completed', 'quests:daily_streak', 'quests:weekly_full']);
    for (const { id, rule } of achievementCatalogue) {
      const key = metricKeyOf(rule);
      expect(computedInCode.has(key) || achievementSql.aliasOf.has(key), id).toBe(true);
    }
  });
});
