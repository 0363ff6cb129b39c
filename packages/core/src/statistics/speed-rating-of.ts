export const speedRatingLevels = ['excellent', 'good', 'fair', 'slow'] as const;
export type SpeedRatingLevel = (typeof speedRatingLevels)[number];
export type SpeedRating = { level: SpeedRatingLevel; label: string };

/**
 * SPEC §9: the speed rating of a solving time in seconds (one solve in the trainer, a type's average
 * in the statistics). The level names the tone; each screen picks its colour for it.
 */
export function speedRatingOf(seconds: number): SpeedRating {
  if (seconds <= 60) return { level: 'excellent', label: 'Отлично' };
  if (seconds <= 120) return { level: 'good', label: 'Хорошо' };
  if (seconds <= 300) return { level: 'fair', label: 'Удовлетворительно' };
  return { level: 'slow', label: 'Требует улучшения' };
}
