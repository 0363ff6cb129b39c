import { groupRules } from './group-rules';

export type GroupLevel = { level: number; experience_for_next_level: number; progress_percentage: number };

const pointsToReach = (level: number): number => groupRules.levelStep * (level - 1) * level;

/** SPEC §9: progress = points / next-level points, capped at 100%. */
export function groupLevelOf(points: number): GroupLevel {
  let level = 1;
  while (pointsToReach(level + 1) <= points) level += 1;
  const next = pointsToReach(level + 1);
  return { level, experience_for_next_level: next, progress_percentage: Math.min(100, Math.floor((points * 100) / next)) };
}
