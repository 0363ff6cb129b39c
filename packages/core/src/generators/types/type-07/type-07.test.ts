import { describe, expect, it } from 'vitest';
import { drawParams, generateTask } from '../../generate-task';
import { disagreeingNumerals, type NounForms } from '../../numeral-agreement';
import type { Difficulty } from '../../task-generator';
import { describeGeneratorContract } from '../../generator-contract';

const nouns: NounForms[] = [
  [['цвет', 'цвета', 'цветов'], ['цвета', 'цветов', 'цветов']],
  [['пиксель', 'пикселя', 'пикселей'], ['пикселя', 'пикселей', 'пикселей']],
  [['бит', 'бита', 'бит']],
  [['секунда', 'секунды', 'секунд'], ['секунду', 'секунды', 'секунд'], ['секунды', 'секунд', 'секунд']],
  [['минута', 'минуты', 'минут'], ['минуту', 'минуты', 'минут'], ['минуты', 'минут', 'минут']],
  [['раз', 'раза', 'раз']],
  [['снимок', 'снимка', 'снимков'], ['снимка', 'снимков', 'снимков']],
];

describe('type 7', () => {
  it('checks numerals the way the test means it', () => {
    expect(disagreeingNumerals('<p>палитру из 3621 цветов</p>', nouns)).toEqual(['3621 цветов']);
    expect(disagreeingNumerals('<p>палитру из 3621 цвета, 2 бита, 1024 бит/с</p>', nouns)).toEqual([]);
  });

  it('puts every number before a noun in the agreeing form, over many seeds', () => {
    const wrong: string[] = [];
    for (let i = 0; i < 150; i++) {
      const task = generateTask(7, `plural-${i}`, ((i % 3) + 1) as Difficulty);
      for (const found of disagreeingNumerals(`${task.text} ${task.solution}`, nouns)) wrong.push(`plural-${i}: ${found}`);
    }
    expect(wrong).toEqual([]);
  });

  it('draws every family and question at every difficulty', () => {
    for (const difficulty of [1, 2, 3] as const) {
      const families = new Set<string>();
      for (let i = 0; i < 60; i++) {
        const { params } = drawParams(7, `family-${i}`, difficulty);
        families.add((params as { family: string }).family);
      }
      expect([...families].sort()).toEqual(['colours', 'memory', 'photo', 'sound', 'transfer']);
    }
  });

  it('answers with a number, as the answer check expects for type 7', () => {
    for (let i = 0; i < 150; i++) {
      const { answer } = drawParams(7, `number-${i}`, ((i % 3) + 1) as Difficulty);
      expect(answer).toMatchObject({ kind: 'field', value: expect.stringMatching(/^\d+$/) });
    }
  });
});

describeGeneratorContract(7);
