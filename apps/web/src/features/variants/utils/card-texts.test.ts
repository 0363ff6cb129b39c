import { describe, expect, it } from 'vitest';
import { formatVariantDate } from './format-variant-date';
import { countRu, taskForms } from '@ege/core/text/plural-ru';

describe('card texts', () => {
  it.each([
    [0, '0 заданий'],
    [1, '1 задание'],
    [2, '2 задания'],
    [4, '4 задания'],
    [5, '5 заданий'],
    [11, '11 заданий'],
    [14, '14 заданий'],
    [21, '21 задание'],
    [27, '27 заданий'],
    [102, '102 задания'],
    [111, '111 заданий'],
  ])('%i → %s', (count, text) => {
    expect(countRu(count, taskForms)).toBe(text);
  });

  it('writes the date in ru-RU and nothing for a bad one', () => {
    expect(formatVariantDate('2026-03-05T10:00:00.000Z')).toBe('5 марта 2026 г.');
    expect(formatVariantDate('not a date')).toBe('');
  });
});
