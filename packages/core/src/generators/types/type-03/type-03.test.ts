import { describe, expect, it } from 'vitest';
import { readOds } from '../../../files/odf/read-odf';
import { drawParams, generateTask, generatorOf } from '../../generate-task';
import type { Difficulty } from '../../task-generator';
import { tablesOfSheets, type Params3 } from './type-03';
import { describeGeneratorContract } from '../../generator-contract';

const difficulties: Difficulty[] = [1, 2, 3];

describe('the type 3 generator', () => {
  it('draws every family at every difficulty', () => {
    for (const difficulty of difficulties) {
      const families = new Set<string>();
      for (let i = 0; i < 15; i++) families.add((drawParams(3, `family-${i}`, difficulty).params as Params3).question.family);
      expect([...families].sort()).toEqual(['amount', 'revenue', 'stock']);
    }
  });

  it('solves the task again from the bytes of 3.ods', () => {
    const generator = generatorOf(3);
    for (const difficulty of difficulties) {
      const task = generateTask(3, `bytes-${difficulty}`, difficulty);
      const params = drawParams(3, `bytes-${difficulty}`, difficulty).params as Params3;
      const tables = tablesOfSheets(readOds(task.files[0]!.content));
      expect(JSON.stringify(tables)).toBe(JSON.stringify({ moves: params.moves, goods: params.goods, shops: params.shops }));
      expect(generator.solve({ ...params, ...tables })).toEqual(task.answer);
      expect(generator.check({ ...params, ...tables })).toEqual(task.answer);
    }
  });
});

describeGeneratorContract(3);
