import { describe, expect, it } from 'vitest';
import { sanitizeSolutionHtml } from '../../../content/sanitize-solution-html';
import { drawParams, generateTask, generatorOf } from '../../generate-task';
import { disagreeingNumerals } from '../../numeral-agreement';
import { svgOfImage } from '../../svg-picture';
import type { Difficulty } from '../../task-generator';
import { type06Internals } from './type-06';
import { describeGeneratorContract, printedAnswer, printedByPythonAll, pythonAvailable } from '../../generator-contract';

const { fd, rt, rep, up, down, lt } = type06Internals;

// Correctness with real python3 runs, not speed (as generators.test.ts): a loaded machine must not fail them.
describe('type 6', { timeout: 120_000 }, () => {
  it('gives the demo bank’s answers for its programs', () => {
    const generator = generatorOf(6);
    const cases = [
      { family: 'inside', border: false, program: [rep(2, fd(12), rt(90), fd(7), rt(90))], answer: '66' },
      { family: 'inside', border: false, program: [rep(7, fd(12), rt(120))], answer: '56' },
      { family: 'inside', border: true, program: [rep(4, fd(4), rt(90), fd(4), lt(90), fd(4), rt(90))], answer: '105' },
      {
        family: 'intersection',
        border: true,
        program: [rep(2, fd(10), rt(90), fd(16), rt(90)), up, fd(4), rt(90), fd(6), lt(90), down, rep(2, fd(12), rt(90), fd(8), rt(90))],
        answer: '63',
      },
      {
        family: 'union',
        border: false,
        program: [rep(2, fd(9), rt(90), fd(14), rt(90)), up, fd(5), rt(90), fd(4), lt(90), down, rep(2, fd(11), rt(90), fd(6), rt(90))],
        answer: '121',
      },
    ];
    for (const { answer, ...params } of cases) {
      expect(generator.check(params)).toEqual({ kind: 'field', value: answer });
      const solved = generator.solve(params);
      // The triangle has integer points a hair from its slanted sides: the solver refuses it (a drawing would mislead).
      if (solved !== null) expect(solved).toEqual({ kind: 'field', value: answer });
    }
  });

  it('puts every number before «точка» in the agreeing form, over many seeds', () => {
    const wrong: string[] = [];
    for (let i = 0; i < 60; i++) {
      const task = generateTask(6, `plural-${i}`, ((i % 3) + 1) as Difficulty);
      for (const found of disagreeingNumerals(`${task.text} ${task.solution}`, [[['точка', 'точки', 'точек'], ['точку', 'точки', 'точек']]])) wrong.push(`plural-${i}: ${found}`);
    }
    expect(wrong).toEqual([]);
  });

  it('draws every family at every difficulty', () => {
    for (const difficulty of [1, 2, 3] as const) {
      const families = new Set<string>();
      for (let i = 0; i < 40; i++) families.add((drawParams(6, `family-${i}`, difficulty).params as { family: string }).family);
      expect([...families].sort()).toEqual(['inside', 'intersection', 'lines', 'union']);
    }
  });

  it('puts the figure into the worked solution as a picture the sanitiser keeps, and none into the statement', () => {
    for (const difficulty of [1, 2, 3] as const) {
      const task = generateTask(6, `picture-${difficulty}`, difficulty);
      expect(task.text).not.toContain('<img');
      const kept = sanitizeSolutionHtml(task.solution)!;
      const svg = svgOfImage(kept);
      expect(svg).toBe(svgOfImage(task.solution));
      expect(svg).toContain('<polygon');
      expect(kept).toMatch(/alt="Рисунок: фигур/);
    }
  });

  it.skipIf(!pythonAvailable)('its Python program prints the answer for every family', () => {
    const tasks = Array.from({ length: 6 }, (_, i) => generateTask(6, `python-more-${i}`, ((i % 3) + 1) as Difficulty));
    expect(printedByPythonAll(tasks)).toEqual(tasks.map((task) => printedAnswer(task.answer)));
  });
});

describeGeneratorContract(6);
