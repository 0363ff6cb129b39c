import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { generatorsByType } from './generators-by-type';

const typesFolder = join(dirname(fileURLToPath(import.meta.url)), 'types');

describe('every generator', () => {
  it("keeps the contract in its type's own test file (describeGeneratorContract: 200 seeds, one task a seed, Russian, Python)", () => {
    const called = readdirSync(typesFolder, { recursive: true, encoding: 'utf8' })
      .filter((path) => path.endsWith('.test.ts'))
      .flatMap((path) => [...readFileSync(join(typesFolder, path), 'utf8').matchAll(/^describeGeneratorContract\((\d+)\);$/gm)].map((match) => Number(match[1])));
    expect(called.sort((a, b) => a - b)).toEqual([...generatorsByType.keys()].sort((a, b) => a - b));
  });
});
