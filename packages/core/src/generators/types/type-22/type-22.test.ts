import { describe, expect, it } from 'vitest';
import { readOds } from '../../../files/odf/read-odf';
import { drawParams, generateTask, generatorOf } from '../../generate-task';
import type { Difficulty } from '../../task-generator';
import { processesOfRows, type Params22 } from './type-22';
import { describeGeneratorContract } from '../../generator-contract';

const difficulties: Difficulty[] = [1, 2, 3];

describe('the type 22 generator', () => {
  it('draws every family at every difficulty', () => {
    for (const difficulty of difficulties) {
      const families = new Set<string>();
      for (let i = 0; i < 60; i++) families.add((drawParams(22, `family-${i}`, difficulty).params as Params22).family);
      expect([...families].sort()).toEqual(difficulty === 3 ? ['finished', 'makespan', 'segment', 'unknown'] : ['finished', 'makespan', 'parallel', 'unknown']);
    }
  });

  it('solves the task again from the bytes of 22.ods', () => {
    const generator = generatorOf(22);
    for (let i = 0; i < 30; i++) {
      const difficulty = difficulties[i % 3]!;
      const task = generateTask(22, `bytes-${i}`, difficulty);
      const { params } = drawParams(22, `bytes-${i}`, difficulty);
      const sheet = readOds(task.files[0]!.content)[0]!;
      const processes = processesOfRows(sheet.rows);
      expect(processes).toEqual((params as Params22).processes);
      expect(generator.solve({ ...(params as Params22), processes })).toEqual(task.answer);
    }
  });
});

describeGeneratorContract(22);
