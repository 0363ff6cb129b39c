import { describe, expect, it } from 'vitest';
import { drawParams, generateTask, generatorOf } from '../../generate-task';
import { disagreeingNumerals, type NounForms } from '../../numeral-agreement';
import type { Difficulty } from '../../task-generator';
import { smallestArgumentNeeded } from './type-16';
import { describeGeneratorContract } from '../../generator-contract';

const nouns: NounForms[] = [[['вложенный', 'вложенных', 'вложенных']], [['значение', 'значения', 'значений']]];

describe('type 16', () => {
  it('never needs F(n) below 1, since the statement says n is natural, over many seeds', () => {
    const below: string[] = [];
    // 40 seeds a difficulty: each draw runs the recursion the statement defines, thousands of calls deep.
    for (let i = 0; i < 120; i++) {
      const difficulty = ((i % 3) + 1) as Difficulty;
      const { params, answer } = drawParams(16, `natural-${i}`, difficulty);
      const smallest = smallestArgumentNeeded(params as Parameters<typeof smallestArgumentNeeded>[0]);
      if (smallest < 1) below.push(`natural-${i}/${difficulty}: F(${smallest})`);
      expect(generatorOf(16).render(params, answer).text).toContain('— натуральное число');
    }
    expect(below).toEqual([]);
  });

  it('puts every number before a noun in the agreeing form, over many seeds', () => {
    const wrong: string[] = [];
    for (let i = 0; i < 150; i++) {
      const task = generateTask(16, `plural-${i}`, ((i % 3) + 1) as Difficulty);
      for (const found of disagreeingNumerals(`${task.text} ${task.solution}`, nouns)) wrong.push(`plural-${i}: ${found}`);
    }
    expect(wrong).toEqual([]);
  });

  it('draws every family at every difficulty', () => {
    for (const difficulty of [1, 2, 3] as const) {
      const families = new Set<string>();
      for (let i = 0; i < 40; i++) families.add((drawParams(16, `family-${i}`, difficulty).params as { family: string }).family);
      expect([...families].sort()).toEqual(['count', 'difference', 'value']);
    }
  });
});

describeGeneratorContract(16);
