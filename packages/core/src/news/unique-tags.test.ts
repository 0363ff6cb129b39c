import { describe, expect, it } from 'vitest';
import { uniqueTags } from './unique-tags';

describe('news tags', () => {
  it('keeps each tag once whatever its case, as first typed, in order', () => {
    expect(uniqueTags(['ЕГЭ', 'пробник', 'егэ', 'Пробник', 'итоги'])).toEqual(['ЕГЭ', 'пробник', 'итоги']);
  });
});
