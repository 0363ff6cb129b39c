import { describe, expect, it } from 'vitest';
import { drawParams, generateTask } from '../../generate-task';
import type { Difficulty } from '../../task-generator';
import { describeGeneratorContract } from '../../generator-contract';

const difficulties: Difficulty[] = [1, 2, 3];

describe('the type 15 generator', () => {
  it('draws every family at every difficulty', () => {
    for (const difficulty of difficulties) {
      const families = new Set<string>();
      for (let i = 0; i < 80; i++) families.add((drawParams(15, `family-${i}`, difficulty).params as { family: string }).family);
      expect([...families].sort()).toEqual(['bitwise', 'del', 'inequality', 'segments', 'sets']);
    }
  });

  it('never asks for a number already written in the formula or the segments', () => {
    const echoes: string[] = [];
    for (let i = 0; i < 150; i++) {
      const task = generateTask(15, `echo-${i}`, difficulties[i % 3]!);
      const value = task.answer.kind === 'field' ? task.answer.value : '';
      // The formula is the centred paragraph; the segments are given in the first one.
      const given = [...task.text.matchAll(/<p style="text-align:center">(.*?)<\/p>|= \[(\d+), (\d+)\]/g)].map((m) => m[0]).join(' ');
      if (new RegExp(`(?<![\\d.])${value}(?![\\d.])`).test(given.replace(/<sub>.*?<\/sub>/g, ''))) echoes.push(`${value}: ${given}`);
    }
    expect(echoes).toEqual([]);
  });

  it('writes the formulas in the exam notation', () => {
    const texts = Array.from({ length: 90 }, (_, i) => generateTask(15, `notation-${i}`, difficulties[i % 3]!).text).join('\n');
    for (const sign of ['¬', '∧', '∨', '→', '≡', 'ДЕЛ(<i>x</i>', '&amp;', '∈']) expect(texts).toContain(sign);
    expect(texts).not.toMatch(/undefined|NaN/);
  });
});

describeGeneratorContract(15);
