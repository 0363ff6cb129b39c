import { describe, expect, it } from 'vitest';
import { drawParams, generateTask } from '../../generate-task';
import type { Difficulty } from '../../task-generator';
import { describeGeneratorContract } from '../../generator-contract';

const difficulties: Difficulty[] = [1, 2, 3];

describe('the type 14 generator', () => {
  it('draws every family at every difficulty', () => {
    for (const difficulty of difficulties) {
      const families = new Set<string>();
      // 'base-notation' is the easy end of the 'base' family.
      for (let i = 0; i < 60; i++) families.add((drawParams(14, `family-${i}`, difficulty).params as { family: string }).family.replace('base-notation', 'base'));
      expect([...families].sort()).toEqual(['base', 'digits', 'unknown-digit']);
    }
  });

  it('never starts an operand with an unknown digit, and asks for x and y at difficulty 3', () => {
    const texts = Array.from({ length: 90 }, (_, i) => generateTask(14, `unknown-${i}`, difficulties[i % 3]!).text);
    const operands = texts.flatMap((t) => [...t.matchAll(/([0-9xy]+)<sub>\d+<\/sub>/g)].map((m) => m[1]!));
    expect(operands.length).toBeGreaterThan(20);
    expect(operands.filter((o) => /^[xy]/.test(o))).toEqual([]);
    expect(texts.some((t) => t.includes('переменными x и y'))).toBe(true);
  });
});

describeGeneratorContract(14);
