import { describe, expect, it } from 'vitest';
import { pluralRu } from '../../../text/plural-ru';
import { drawParams, generateTask } from '../../generate-task';
import type { Difficulty } from '../../task-generator';
import { describeGeneratorContract } from '../../generator-contract';

const difficulties: Difficulty[] = [1, 2, 3];

describe('the type 13 generator', () => {
  it('draws every family at every difficulty', () => {
    for (const difficulty of difficulties) {
      const families = new Set<string>();
      for (let i = 0; i < 80; i++) families.add((drawParams(13, `family-${i}`, difficulty).params as { family: string }).family);
      expect([...families].sort()).toEqual(['count', 'mask', 'mask-count', 'network']);
    }
  });

  it('puts «единица», «бит» and «разряд» after a number in the form that agrees with it', () => {
    const wrong: string[] = [];
    for (let i = 0; i < 150; i++) {
      const task = generateTask(13, `plural-${i}`, difficulties[i % 3]!);
      for (const m of task.solution.matchAll(/(\d+) (единиц[аы]?|бита?|разрядо?в?а?)(?![а-яё])/g)) {
        const n = Number(m[1]);
        const forms = m[2]!.startsWith('единиц') ? (['единица', 'единицы', 'единиц'] as const) : m[2]!.startsWith('бит') ? (['бит', 'бита', 'бит'] as const) : (['разряд', 'разряда', 'разрядов'] as const);
        if (pluralRu(n, forms) !== m[2]) wrong.push(`plural-${i}: «${m[0]}»`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describeGeneratorContract(13);
