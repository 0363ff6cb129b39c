import { expect, it } from 'vitest';
import { generatorTypes } from './generator-types';
import { generatorsByType } from './generators-by-type';

it('lists exactly the types with a generator', () => {
  expect(generatorTypes).toEqual([...generatorsByType.keys()].sort((a, b) => a - b));
});
