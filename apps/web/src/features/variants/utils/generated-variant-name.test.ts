import { describe, expect, it } from 'vitest';
import { generatedVariantName } from './generated-variant-name';

const now = new Date(2026, 10, 24, 21, 40);

describe('generatedVariantName', () => {
  it('names the preset and the minute it was made', () => {
    expect(generatedVariantName('classic', 1, 27, true, now)).toBe('Классический 27 · 24.11.2026 21:40');
  });

  it('says the multiplier', () => {
    expect(generatedVariantName('classic', 2, 54, true, now)).toBe('Классический 27 ×2 · 24.11.2026 21:40');
  });

  it('counts changed by hand are a set of their own', () => {
    expect(generatedVariantName('classic', 1, 26, false, now)).toBe('Свой набор, 26 заданий · 24.11.2026 21:40');
    expect(generatedVariantName('empty', 1, 3, true, now)).toBe('Свой набор, 3 задания · 24.11.2026 21:40');
  });

  it('names the solved-alike preset', () => {
    expect(generatedVariantName('similar', 1, 10, true, now)).toBe('Подобные решал · 24.11.2026 21:40');
  });
});
