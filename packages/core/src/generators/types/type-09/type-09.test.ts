import { describe, expect, it } from 'vitest';
import { readOds } from '../../../files/odf/read-odf';
import { drawParams, generateTask, generatorOf } from '../../generate-task';
import { seededRandom } from '../../seeded-random';
import type { Difficulty } from '../../task-generator';
import { drawForm9, type Params9 } from './type-09';
import { describeGeneratorContract } from '../../generator-contract';

const difficulties: Difficulty[] = [1, 2, 3];

describe('the type 9 generator', () => {
  it('draws every family at every difficulty, and every kind of answer at 3', () => {
    for (const difficulty of difficulties) {
      const families = new Set<string>();
      const asks = new Set<string>();
      for (let i = 0; i < 200; i++) {
        const form = drawForm9(seededRandom(`family-${i}`), difficulty);
        families.add(form.family);
        asks.add(form.ask);
      }
      expect([...families].sort()).toEqual(['extremes', 'parity', 'repeats']);
      expect([...asks].sort()).toEqual(difficulty === 3 ? ['count', 'first', 'last', 'max-sum'] : difficulty === 2 ? ['count', 'first'] : ['count']);
    }
  });

  it('solves the task again from the bytes of 9.ods', () => {
    const generator = generatorOf(9);
    for (const difficulty of difficulties) {
      const task = generateTask(9, `bytes-${difficulty}`, difficulty);
      const params = drawParams(9, `bytes-${difficulty}`, difficulty).params as Params9;
      const rows = readOds(task.files[0]!.content)[0]!.rows as number[][];
      expect(JSON.stringify(rows)).toBe(JSON.stringify(params.rows));
      expect(generator.solve({ ...params, rows })).toEqual(task.answer);
      expect(generator.check({ ...params, rows })).toEqual(task.answer);
    }
  });
});

describeGeneratorContract(9);
