import type { SpeedRatingLevel } from '@ege/core/statistics/speed-rating-of';

/** A speed rating's colour, the same on the trainer's verdict and on the statistics cards. */
export const speedRatingColors: Record<SpeedRatingLevel, string> = { excellent: 'green', good: 'teal', fair: 'yellow', slow: 'orange' };
