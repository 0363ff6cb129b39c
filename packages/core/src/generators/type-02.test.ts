import { describe, expect, it } from 'vitest';
import { answerLayoutOf } from '../tasks/checking/answer-layout';
import { checkAnswerForm } from '../tasks/checking/check-answer-form';
import { drawParams, generateTask } from './generate-task';
import { disagreeingNumerals, type NounForms } from './numeral-agreement';
import type { Difficulty } from './task-generator';

type Params = { family: string; rows: (0 | 1 | null)[][]; values: number[] };

const nouns: NounForms[] = [[['способ', 'способа', 'способов']], [['строка', 'строки', 'строк'], ['строки', 'строк', 'строк']]];

describe('type 2', () => {
  it('draws every family at every difficulty, with more empty cells as the difficulty grows', () => {
    for (const difficulty of [1, 2, 3] as const) {
      const families = new Set<string>();
      let blanks = 0;
      for (let i = 0; i < 40; i++) {
        const p = drawParams(2, `family-${i}`, difficulty).params as Params;
        families.add(p.family);
        blanks += p.rows.flat().filter((cell) => cell === null).length;
        if (p.family === 'ones') expect(p.values.every((v) => v === 1)).toBe(true);
        if (p.family === 'zeros') expect(p.values.every((v) => v === 0)).toBe(true);
        if (p.family === 'mixed') expect(new Set(p.values).size).toBe(2);
      }
      expect([...families].sort()).toEqual(['distinct', 'mixed', 'ones', 'zeros']);
      expect(blanks / 40).toBeGreaterThanOrEqual([0, 2, 4, 6][difficulty]!);
    }
  });

  it('answers with the four letters in column order, which the answer check lets through', () => {
    for (let i = 0; i < 30; i++) {
      const { answer } = drawParams(2, `form-${i}`, ((i % 3) + 1) as Difficulty);
      expect(answer.kind).toBe('field');
      const value = (answer as { value: string }).value;
      expect([...value].sort().join('')).toBe('wxyz');
      expect(checkAnswerForm(2, answerLayoutOf(2), { kind: 'field', value })).toBeNull();
    }
  });

  it('puts every number before a noun in the agreeing form, and names the rows of the fragment', () => {
    const wrong: string[] = [];
    for (let i = 0; i < 45; i++) {
      const task = generateTask(2, `plural-${i}`, ((i % 3) + 1) as Difficulty);
      const p = drawParams(2, `plural-${i}`, ((i % 3) + 1) as Difficulty).params as Params;
      expect(task.text).toContain(`фрагмент из ${p.rows.length === 3 ? 'трёх' : 'четырёх'} различных её строк`);
      for (const found of disagreeingNumerals(`${task.text} ${task.solution}`, nouns)) wrong.push(`plural-${i}: ${found}`);
    }
    expect(wrong).toEqual([]);
  });
});
