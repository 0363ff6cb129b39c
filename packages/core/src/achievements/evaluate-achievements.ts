import type { AchievementDefinition } from './achievement-catalogue';
import { metricKeyOf } from './metric-key-of';

export type AchievementStanding = { id: string; progress: number; target: number; reached: boolean };

/**
 * Where the user stands on each achievement, from the measures of its rules' keys (metricKeyOf):
 * one comparison for every rule kind. Progress is capped at the target, as the bar shows it.
 */
export function evaluateAchievements(catalogue: readonly AchievementDefinition[], metrics: ReadonlyMap<string, number>): AchievementStanding[] {
  return catalogue.map(({ id, rule }) => {
    const value = metrics.get(metricKeyOf(rule)) ?? 0;
    return { id, progress: Math.min(value, rule.threshold), target: rule.threshold, reached: value >= rule.threshold };
  });
}
