import { describe, expect, it } from 'vitest';
import { drawParams, generateTask } from '../../generate-task';
import { disagreeingNumerals, type NounForms } from '../../numeral-agreement';
import type { Difficulty } from '../../task-generator';
import { describeGeneratorContract } from '../../generator-contract';

const nouns: NounForms[] = [
  [['цифра', 'цифры', 'цифр'], ['цифры', 'цифр', 'цифр']],
  [['разряд', 'разряда', 'разрядов']],
  [['число', 'числа', 'чисел']],
];

describe('type 5', () => {
  it('puts every number before a noun in the agreeing form, over many seeds', () => {
    const wrong: string[] = [];
    for (let i = 0; i < 200; i++) {
      const task = generateTask(5, `plural-${i}`, ((i % 3) + 1) as Difficulty);
      for (const found of disagreeingNumerals(`${task.text} ${task.solution}`, nouns)) wrong.push(`plural-${i}: ${found}`);
    }
    expect(wrong).toEqual([]);
  });

  it('draws every family at every difficulty, and every question past difficulty 1', () => {
    for (const difficulty of [1, 2, 3] as const) {
      const families = new Set<string>();
      const asks = new Set<string>();
      for (let i = 0; i < 60; i++) {
        const params = drawParams(5, `family-${i}`, difficulty).params as { family: string; ask: string };
        families.add(params.family);
        asks.add(params.ask);
      }
      expect([...families].sort()).toEqual(['base', 'binary', 'if-else']);
      expect([...asks].sort()).toEqual(
        difficulty === 1 ? ['min-n'] : difficulty === 2 ? ['max-n', 'max-r', 'min-n', 'min-r'] : ['count', 'max-n', 'max-r', 'min-r'],
      );
    }
  });

  it('answers with a number, as the answer check expects for type 5', () => {
    for (let i = 0; i < 60; i++) {
      const { answer } = drawParams(5, `number-${i}`, ((i % 3) + 1) as Difficulty);
      expect(answer).toMatchObject({ kind: 'field', value: expect.stringMatching(/^\d+$/) });
    }
  });
});

describeGeneratorContract(5);
