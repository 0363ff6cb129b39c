import { describe, expect, it } from 'vitest';
import { answerLayoutOf } from '../../../tasks/checking/answer-layout';
import { checkAnswerForm } from '../../../tasks/checking/check-answer-form';
import { drawParams, generateTask } from '../../generate-task';
import { disagreeingNumerals, type NounForms } from '../../numeral-agreement';
import type { Difficulty } from '../../task-generator';
import { describeGeneratorContract } from '../../generator-contract';

type Node = { op: 'var'; v: number } | { op: 'not'; a: Node } | { op: 'and' | 'or' | 'imp' | 'eq'; a: Node; b: Node };
type Params = { family: string; formula: Node; rows: (0 | 1 | null)[][]; values: number[] };

const value = (n: Node, v: readonly boolean[]): boolean =>
  n.op === 'var' ? v[n.v]! : n.op === 'not' ? !value(n.a, v) : n.op === 'and' ? value(n.a, v) && value(n.b, v) : n.op === 'or' ? value(n.a, v) || value(n.b, v) : n.op === 'imp' ? !value(n.a, v) || value(n.b, v) : value(n.a, v) === value(n.b, v);

/** The formula as the student reads it: ¬ first, then ∧, ∨, →, ≡ (left to right). */
function parse(text: string): (v: readonly boolean[]) => boolean {
  const tokens = [...text.replace(/\s+/g, '')];
  let at = 0;
  const levels: [string, (a: boolean, b: boolean) => boolean][] = [['≡', (a, b) => a === b], ['→', (a, b) => !a || b], ['∨', (a, b) => a || b], ['∧', (a, b) => a && b]];
  type F = (v: readonly boolean[]) => boolean;
  const binary = (level: number): F => {
    if (level === levels.length) return unary();
    const [op, fn] = levels[level]!;
    let left = binary(level + 1);
    while (tokens[at] === op) {
      at++;
      const [l, r] = [left, binary(level + 1)];
      left = (v) => fn(l(v), r(v));
    }
    return left;
  };
  const unary = (): F => {
    const token = tokens[at++]!;
    if (token === '¬') {
      const inner = unary();
      return (v) => !inner(v);
    }
    if (token === '(') {
      const inner = binary(0);
      expect(tokens[at++]).toBe(')');
      return inner;
    }
    const index = 'xyzw'.indexOf(token);
    expect(index).toBeGreaterThanOrEqual(0);
    return (v) => v[index]!;
  };
  const f = binary(0);
  expect(at).toBe(tokens.length);
  return f;
}

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

  it('shows the very formula the task is built from', () => {
    for (let i = 0; i < 45; i++) {
      const difficulty = ((i % 3) + 1) as Difficulty;
      const task = generateTask(2, `formula-${i}`, difficulty);
      const p = drawParams(2, `formula-${i}`, difficulty).params as Params;
      const shown = /<p style="text-align:center">(.*?),<\/p>/.exec(task.text)![1]!.replace(/<[^>]+>/g, '');
      const f = parse(shown);
      for (let bits = 0; bits < 16; bits++) {
        const v = [8, 4, 2, 1].map((k) => (bits & k) !== 0);
        expect(f(v), shown).toBe(value(p.formula, v));
      }
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

describeGeneratorContract(2);
