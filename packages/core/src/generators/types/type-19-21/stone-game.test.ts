import { describe, expect, it } from 'vitest';
import { drawParams, generateTask } from '../../generate-task';
import { answerOf, q20Form, setsByClasses, setsByRecursion, type StoneGame } from './stone-game';
import type { Difficulty } from '../../task-generator';
import { pluralRu } from '../../../text/plural-ru';
import { describeGeneratorContract } from '../../generator-contract';
import { runPythonPrograms } from '../../run-python-programs';

const game = (g: Partial<StoneGame>): StoneGame => ({ family: 'one-heap', steps: [1], factors: [2], round: 'down', target: 45, firstHeap: 0, example: [], q19: 'unlucky', ...g });

// The demo bank's six blocks (db/seeds/demo-bank/types/blocks-19-21.ts), answered there by hand and by its own solver.
const demo: [StoneGame, [string, string[], string]][] = [
  [game({ steps: [1], factors: [2], target: 45 }), ['12', ['11', '21'], '20']],
  [game({ steps: [1, 2], factors: [2], target: 60 }), ['15', ['27', '28'], '26']],
  [game({ steps: [1, 4], factors: [3], target: 80 }), ['9', ['22', '25'], '21']],
  [game({ family: 'two-heaps', firstHeap: 7, steps: [1], factors: [2], target: 77 }), ['18', ['31', '34'], '30']],
  [game({ family: 'two-heaps', firstHeap: 5, steps: [1], factors: [3], target: 100 }), ['11', ['28', '31'], '27']],
  [game({ family: 'two-heaps', firstHeap: 4, steps: [2], factors: [2], target: 60 }), ['14', ['25', '26'], '23']],
];

describe('the stone game of 19–21', () => {
  it.each(demo.map(([g, answers], i) => [i + 1, g, answers] as const))('answers the demo bank block %i both ways', (_i, g, [q19, q20, q21]) => {
    for (const sets of [setsByRecursion(g), setsByClasses(g)]) {
      expect(answerOf(g, sets, 19)).toEqual({ kind: 'field', value: q19 });
      expect(answerOf(g, sets, 20)).toEqual({ kind: 'table', rows: [q20] });
      expect(answerOf(g, sets, 21)).toEqual({ kind: 'field', value: q21 });
    }
  });

  it('draws one game for 19, 20 and 21 under one seed', () => {
    for (let i = 0; i < 15; i++) {
      const difficulty = ((i % 3) + 1) as Difficulty;
      const games = ([19, 20, 21] as const).map((type) => drawParams(type, `same-${i}`, difficulty).params);
      expect(games[1]).toEqual(games[0]);
      expect(games[2]).toEqual(games[0]);
    }
  });

  it('draws every family and every form of the questions at every difficulty', () => {
    for (const difficulty of [1, 2, 3] as const) {
      const seen = new Set<string>();
      // Until every form has come (a few dozen seeds at most), so that a loaded machine stays quick.
      for (let i = 0; i < 80 && seen.size < 7; i++) {
        const g = drawParams(19, `families-${i}`, difficulty).params as StoneGame;
        seen.add(g.family);
        seen.add(`19:${g.q19}`);
        seen.add(`20:${q20Form(setsByRecursion(g))}`);
      }
      expect([...seen].sort()).toEqual(['19:any-move', '19:unlucky', '20:min-max', '20:two', 'one-heap', 'remove', 'two-heaps']);
    }
  });

  // Real python3 runs, as in generators.test.ts: correctness, not speed, so a loaded machine must not fail it.
  it("each family's Python program prints its question's answer", { timeout: 60_000 }, () => {
    const seeds = [
      ['one-heap', 19, 'python-family-8'],
      ['two-heaps', 20, 'python-family-1'],
      ['remove', 21, 'python-family-0'],
    ] as const;
    const tasks = seeds.map(([family, type, seed]) => {
      expect((drawParams(type, seed, 3).params as StoneGame).family).toBe(family);
      return generateTask(type, seed, 3);
    });
    const runs = runPythonPrograms(tasks.map((task) => ({ python: task.python })), 20);
    for (const [i, [family, type]] of seeds.entries()) {
      const task = tasks[i]!;
      expect(runs[i], `${family} ${type}`).toMatchObject({ status: 0, timedOut: false });
      expect(runs[i]!.stdout.trim(), `${family} ${type}`).toBe(task.answer.kind === 'field' ? task.answer.value : task.answer.rows[0]!.join(' '));
    }
  });

  it('writes its numbers with agreeing nouns', () => {
    for (let i = 0; i < 40; i++) {
      const { text } = generateTask(21, `plural-${i}`, ((i % 3) + 1) as Difficulty);
      for (const [, n, noun] of text.matchAll(/(?:куче|было) (\d+) (камень|камня|камней)/g)) expect(noun).toBe(pluralRu(Number(n), ['камень', 'камня', 'камней']));
      for (const [, n, noun] of text.matchAll(/(?:из|или) (\d+) (камня|камней)/g)) expect(noun).toBe(pluralRu(Number(n), ['камня', 'камней', 'камней']));
    }
  });
});

describeGeneratorContract(19);
describeGeneratorContract(20);
describeGeneratorContract(21);
