import { describe, expect, it } from 'vitest';
import { drawParams, generateTask } from '../../generate-task';
import { disagreeingNumerals, type NounForms } from '../../numeral-agreement';
import type { Difficulty } from '../../task-generator';
import { type25Generator } from './type-25';
import { describeGeneratorContract } from '../../generator-contract';

const nouns: NounForms[] = [
  [['делитель', 'делителя', 'делителей'], ['делителя', 'делителей', 'делителей']],
  [['число', 'числа', 'чисел']],
  [['цифра', 'цифры', 'цифр'], ['цифры', 'цифр', 'цифр']],
];

type Any = Parameters<typeof type25Generator.solve>[0];
const rowsOf = (rows: number[][]) => ({ kind: 'table', rows: rows.map((row) => row.map(String)) });

describe('type 25', () => {
  it('solves the exam forms the way their published answers say', () => {
    const mask = { family: 'mask', mask: '1?2157*4', divisor: 2023, limit: 1e10 } as Any;
    const maskAnswer = rowsOf([[102157454, 50498], [1021570494, 504978], [1421578284, 702708], [1521575174, 752138], [1621572064, 801568]]);
    expect(type25Generator.solve(mask)).toEqual(maskAnswer);
    expect(type25Generator.check(mask)).toEqual(maskAnswer);
    // The 2021 demo: [174457; 174505], exactly two non-trivial divisors.
    const two = { family: 'divisors', form: 'two', from: 174457, to: 174505, k: 4 } as Any;
    const twoAnswer = rowsOf([[3, 58153], [7, 24923], [59, 2957], [13, 13421], [149, 1171], [5, 34897], [211, 827], [2, 87251]]);
    expect(type25Generator.solve(two)).toEqual(twoAnswer);
    expect(type25Generator.check(two)).toEqual(twoAnswer);
    // The 2022 demo: N > 700 000, M(N) = the least + the largest non-trivial divisor, ending in 8.
    const m = { family: 'm-of-n', form: 'sum', bound: 700000, ending: 8 } as Any;
    const mAnswer = rowsOf([[700005, 233338], [700007, 100008], [700012, 350008], [700015, 140008], [700031, 24168]]);
    expect(type25Generator.solve(m)).toEqual(mAnswer);
    expect(type25Generator.check(m)).toEqual(mAnswer);
  });

  it('puts every number before a noun in the agreeing form, over many seeds', () => {
    const wrong: string[] = [];
    for (let i = 0; i < 150; i++) {
      const task = generateTask(25, `plural-${i}`, ((i % 3) + 1) as Difficulty);
      for (const found of disagreeingNumerals(`${task.text} ${task.solution}`, nouns)) wrong.push(`plural-${i}: ${found}`);
    }
    expect(wrong).toEqual([]);
  });

  it('draws every family at every difficulty, in the 10×2 answer table', () => {
    for (const difficulty of [1, 2, 3] as const) {
      const families = new Set<string>();
      for (let i = 0; i < 30; i++) {
        const { params, answer } = drawParams(25, `family-${i}`, difficulty);
        families.add((params as { family: string }).family);
        expect(answer.kind).toBe('table');
        const rows = (answer as { rows: string[][] }).rows;
        expect(rows.length).toBeLessThanOrEqual(10);
        for (const row of rows) expect(row).toEqual([expect.stringMatching(/^\d+$/), expect.stringMatching(/^\d+$/)]);
      }
      expect([...families].sort()).toEqual(['divisors', 'm-of-n', 'mask']);
    }
  });
});

describeGeneratorContract(25);
