import { describe, expect, it } from 'vitest';
import { answerLayoutOf } from '../../../tasks/checking/answer-layout';
import { checkAnswerForm } from '../../../tasks/checking/check-answer-form';
import { drawParams, generateTask } from '../../generate-task';
import { disagreeingNumerals, type NounForms } from '../../numeral-agreement';
import { seededRandom } from '../../seeded-random';
import type { Difficulty } from '../../task-generator';
import { type17Generator } from './type-17';
import { describeGeneratorContract } from '../../generator-contract';

type Params = { family: string; numbers: number[]; range: { kind: string; max: number } };

const nouns: NounForms[] = [
  [['число', 'числа', 'чисел']],
  [['пара', 'пары', 'пар'], ['пары', 'пар', 'пар']],
  [['тройка', 'тройки', 'троек'], ['тройки', 'троек', 'троек']],
  [['элемент', 'элемента', 'элементов'], ['элемента', 'элементов', 'элементов']],
];

describe('type 17', () => {
  it('draws every family at every difficulty', () => {
    for (const difficulty of [1, 2, 3] as const) {
      const families = new Set<string>();
      for (let i = 0; i < 40; i++) families.add((type17Generator.draw(seededRandom(`family-${i}`), difficulty) as Params).family);
      expect([...families].sort()).toEqual(['digits', 'divisible', 'mean', 'squares', 'triples']);
    }
  });

  it('writes 5000–10000 numbers of the stated range to 17.txt and solves the task from its bytes', () => {
    for (let i = 0; i < 12; i++) {
      const difficulty = ((i % 3) + 1) as Difficulty;
      const task = generateTask(17, `file-${i}`, difficulty);
      const { params } = drawParams(17, `file-${i}`, difficulty);
      const p = params as Params;
      expect(task.files.map((file) => file.name)).toEqual(['17.txt']);
      const numbers = task.files[0]!.content.toString('utf8').trim().split('\n').map(Number);
      expect(numbers.length).toBeGreaterThanOrEqual(5000);
      expect(numbers.length).toBeLessThanOrEqual(10000);
      const low = p.range.kind === 'natural' ? 1 : -p.range.max;
      expect(numbers.every((x) => Number.isInteger(x) && x >= low && x <= p.range.max)).toBe(true);
      expect(type17Generator.check({ ...(params as object), numbers } as never)).toEqual(task.answer);
    }
  });

  it('puts every number before a noun in the agreeing form, over many seeds', () => {
    const wrong: string[] = [];
    for (let i = 0; i < 90; i++) {
      const task = generateTask(17, `plural-${i}`, ((i % 3) + 1) as Difficulty);
      for (const found of disagreeingNumerals(`${task.text} ${task.solution}`, nouns)) wrong.push(`plural-${i}: ${found}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers with two integers in one row, as the answer check expects for type 17', () => {
    for (let i = 0; i < 60; i++) {
      const { answer } = drawParams(17, `form-${i}`, ((i % 3) + 1) as Difficulty);
      expect(answer).toMatchObject({ kind: 'table', rows: [[expect.stringMatching(/^-?\d+$/), expect.stringMatching(/^-?\d+$/)]] });
      expect(checkAnswerForm(17, answerLayoutOf(17), answer as never)).toBeNull();
    }
  });
});

describeGeneratorContract(17);
