import { describe, expect, it } from 'vitest';
import { drawParams, generateTask, generatorOf } from '../../generate-task';
import type { Difficulty } from '../../task-generator';
import { describeGeneratorContract } from '../../generator-contract';

type Drawn = { family: string; a: unknown; b: unknown };

const lines = (content: Buffer): string[] => content.toString('utf8').trim().split('\n');

describe('type 27', () => {
  it('draws every family at every difficulty', () => {
    for (const difficulty of [1, 2, 3] as const) {
      const families = new Set<string>();
      for (let i = 0; i < 24; i++) families.add((drawParams(27, `family-${i}`, difficulty).params as Drawn).family);
      expect([...families].sort()).toEqual(['clusters', 'pairs', 'subsequence']);
    }
  });

  it('writes 27_A.txt and 27_B.txt whose numbers, read back, give the same 2×2 answer', () => {
    const generator = generatorOf(27);
    for (let i = 0; i < 9; i++) {
      const difficulty = ((i % 3) + 1) as Difficulty;
      const task = generateTask(27, `file-${i}`, difficulty);
      const p = drawParams(27, `file-${i}`, difficulty).params as Drawn;
      expect(task.files.map((f) => f.name)).toEqual(['27_A.txt', '27_B.txt']);
      expect(task.answer.kind === 'table' && task.answer.rows.map((row) => row.length)).toEqual([2, 2]);
      const [a, b] = task.files.map((f) => lines(f.content));
      let read: unknown;
      if (p.family === 'clusters') {
        // Five decimals, read as exact units of 10⁻⁵.
        const units = (text: string[]) => {
          const pairs = text.map((line) => line.split(' ').map((c) => Math.round(Number(c) * 100_000)));
          return { xs: Int32Array.from(pairs, ([x]) => x!), ys: Int32Array.from(pairs, ([, y]) => y!) };
        };
        const pa = p.a as object;
        const pb = p.b as object;
        read = { ...p, a: { ...pa, ...units(a!) }, b: { ...pb, ...units(b!) } };
      } else {
        expect(Number(a![0])).toBe(a!.length - 1);
        read = { ...p, a: Int32Array.from(a!.slice(1), Number), b: Int32Array.from(b!.slice(1), Number) };
      }
      expect(generator.solve(read)).toEqual(task.answer);
    }
  });
});

describeGeneratorContract(27);
