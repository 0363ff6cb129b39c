import { describe, expect, it } from 'vitest';
import { formatChance } from './format-chance';

describe('formatChance', () => {
  it('reads a chance as a whole percent', () => {
    expect(formatChance(0.734)).toBe('73%');
    expect(formatChance(1)).toBe('100%');
  });
});
