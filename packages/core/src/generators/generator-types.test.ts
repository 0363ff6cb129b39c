import { describe, expect, it } from 'vitest';
import { generatorsByType } from './generators-by-type';
import { generatorTypes } from './generator-types';

describe('generatorTypes', () => {
  it('lists exactly the types of generators-by-type.ts, in order', () => {
    expect(generatorTypes).toEqual([...generatorsByType.keys()].sort((a, b) => a - b));
  });
});
