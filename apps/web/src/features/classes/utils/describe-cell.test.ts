import { describe, expect, it } from 'vitest';
import { describeCell, typeLabel } from './describe-cell';

describe('describeCell', () => {
  it('gives the counts and the mean time of the first tries', () => {
    expect(describeCell({ type: '5', first_tries: 4, first_correct: 3, success: 0.75, avg_time_seconds: 80 })).toBe('Первых попыток: 4, верно: 3, среднее время: 1 мин 20 с');
    expect(describeCell({ type: '5', first_tries: 1, first_correct: 0, success: 0, avg_time_seconds: null })).toBe('Первых попыток: 1, верно: 0, среднее время: неизвестно');
  });

  it('says so when there was no first try', () => {
    expect(describeCell({ type: '19-21', first_tries: 0, first_correct: 0, success: null, avg_time_seconds: null })).toBe('Нет первых попыток');
  });

  it('writes the block with a dash', () => {
    expect(typeLabel('19-21')).toBe('19–21');
    expect(typeLabel('7')).toBe('7');
  });
});
