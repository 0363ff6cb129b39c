import { describe, expect, it } from 'vitest';
import { revealTitleOf } from './reveal-title';

describe('revealTitleOf', () => {
  it.each([
    ["the trainer's reveal", undefined, 'Вы подсмотрели ответ'],
    ["a variant's results", { place: 'variant', variant_name: 'Пробник №3' }, 'Ответ показан в результатах варианта «Пробник №3»'],
    ['a deleted variant', { place: 'variant', variant_name: null }, 'Ответ показан в результатах варианта'],
    ["a rehearsal's results", { place: 'exam', variant_name: null }, 'Ответ показан в результатах пробного ЕГЭ'],
  ] as const)('%s', (_, shownIn, title) => {
    expect(revealTitleOf(shownIn)).toBe(title);
  });
});
