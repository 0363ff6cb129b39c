import { describe, expect, it } from 'vitest';
import { drawParams, generateTask } from '../../generate-task';
import { disagreeingNumerals, type NounForms } from '../../numeral-agreement';
import type { Difficulty } from '../../task-generator';
import { describeGeneratorContract } from '../../generator-contract';

const nouns: NounForms[] = [
  [['символ', 'символа', 'символов'], ['символа', 'символов', 'символов']],
  [['байт', 'байта', 'байт']],
  [['бит', 'бита', 'бит'], ['битом', 'битами', 'битами']],
  [['объект', 'объекта', 'объектов'], ['объекте', 'объектах', 'объектах']],
];

describe('type 11', () => {
  it('checks numerals the way the test means it', () => {
    expect(disagreeingNumerals('<p>из 21 символов, 32 бит</p>', nouns)).toEqual(['21 символов', '32 бит']);
    expect(disagreeingNumerals('<p>из 21 символа, 32 бита, о 21 объекте, 5 байт, 2<sup>5</sup> = 32 символов</p>', nouns)).toEqual([]);
  });

  it('puts every number before a noun in the agreeing form, over many seeds', () => {
    const wrong: string[] = [];
    for (let i = 0; i < 300; i++) {
      const task = generateTask(11, `plural-${i}`, ((i % 3) + 1) as Difficulty);
      for (const found of disagreeingNumerals(`${task.text} ${task.solution}`, nouns)) wrong.push(`plural-${i}: ${found}`);
    }
    expect(wrong).toEqual([]);
  });

  it('draws every family at every difficulty', () => {
    for (const difficulty of [1, 2, 3] as const) {
      const families = new Set<string>();
      for (let i = 0; i < 40; i++) families.add((drawParams(11, `family-${i}`, difficulty).params as { family: string }).family);
      expect([...families].sort()).toEqual(['alphabet', 'extra', 'memory']);
    }
  });
});

describeGeneratorContract(11);
