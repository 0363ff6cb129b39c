import { describe, expect, it } from 'vitest';
import { speedRatingOf } from './speed-rating-of';

describe('speedRatingOf', () => {
  it('rates by the limits of SPEC §9, each limit inclusive', () => {
    expect([0, 60, 61, 120, 121, 300, 301, 5000].map((s) => speedRatingOf(s).label)).toEqual([
      'Отлично',
      'Отлично',
      'Хорошо',
      'Хорошо',
      'Удовлетворительно',
      'Удовлетворительно',
      'Требует улучшения',
      'Требует улучшения',
    ]);
  });

  it('names a level per label', () => {
    expect([30, 90, 200, 400].map((s) => speedRatingOf(s).level)).toEqual(['excellent', 'good', 'fair', 'slow']);
  });
});
