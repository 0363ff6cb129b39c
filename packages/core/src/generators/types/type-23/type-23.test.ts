import { describe, expect, it } from 'vitest';
import { drawParams, generateTask } from '../../generate-task';
import { disagreeingNumerals, type NounForms } from '../../numeral-agreement';
import type { Difficulty } from '../../task-generator';
import { describeGeneratorContract } from '../../generator-contract';

const nouns: NounForms[] = [
  [['команда', 'команды', 'команд'], ['команду', 'команды', 'команд'], ['команды', 'команд', 'команд']],
  [['число', 'числа', 'чисел']],
];

describe('type 23', () => {
  it('checks numerals the way the test means it', () => {
    expect(disagreeingNumerals('<p>ровно из 5 команды, содержащих ровно 3 команды</p>', nouns)).toEqual(['5 команды']);
  });

  it('puts every number before a noun in the agreeing form, over many seeds', () => {
    const wrong: string[] = [];
    for (let i = 0; i < 200; i++) {
      const task = generateTask(23, `plural-${i}`, ((i % 3) + 1) as Difficulty);
      for (const found of disagreeingNumerals(`${task.text} ${task.solution}`, nouns)) wrong.push(`plural-${i}: ${found}`);
    }
    expect(wrong).toEqual([]);
  });

  it('draws every family at every difficulty, and both conditions at difficulty 3', () => {
    for (const difficulty of [1, 2, 3] as const) {
      const families = new Set<string>();
      let both = 0;
      for (let i = 0; i < 60; i++) {
        const params = drawParams(23, `family-${i}`, difficulty).params as { family: string; via: number[]; avoid: number[] };
        families.add(params.family);
        if (params.via.length > 0 && params.avoid.length > 0) both++;
      }
      expect([...families].sort()).toEqual(['count', 'length', 'trajectory']);
      if (difficulty > 1) expect(both).toBeGreaterThan(0);
    }
  });

  it('answers with a number, as the answer check expects for type 23', () => {
    for (let i = 0; i < 60; i++) {
      const { answer } = drawParams(23, `number-${i}`, ((i % 3) + 1) as Difficulty);
      expect(answer).toMatchObject({ kind: 'field', value: expect.stringMatching(/^\d+$/) });
    }
  });
});

describeGeneratorContract(23);
