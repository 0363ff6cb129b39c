import { describe, expect, it } from 'vitest';
import { readOds } from '../../../files/odf/read-odf';
import { drawParams, generateTask } from '../../generate-task';
import { describeGeneratorContract, printedAnswer, printedByPythonAll } from '../../generator-contract';

type Params = { family: string; start: string; grid: number[][]; wallRight: boolean[][]; wallBelow: boolean[][] };
const paramsOf = (seed: string, difficulty: 1 | 2 | 3) => drawParams(18, seed, difficulty).params as Params;

describe('type 18', () => {
  it('draws every family and every start corner over seeds', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 120; i++) {
      const p = paramsOf(`families-${i}`, ((i % 3) + 1) as 1 | 2 | 3);
      seen.add(p.family);
      seen.add(p.start);
    }
    expect([...seen].sort()).toEqual(['bottom-left', 'bottom-right', 'diagonal', 'no-two-downs', 'plain', 'top-left', 'top-right', 'walls'].sort());
  });

  it("writes the walls as thick borders that read back to the task's walls, the outer ones too", () => {
    const seed = Array.from({ length: 50 }, (_, i) => `walls-${i}`).find((s) => paramsOf(s, 3).family === 'walls')!;
    const p = paramsOf(seed, 3);
    const [sheet] = readOds(generateTask(18, seed, 3).files[0]!.content);
    const n = p.grid.length;
    expect(sheet!.rows).toEqual(p.grid);
    for (let r = 0; r < n; r++)
      for (let c = 0; c < n; c++) {
        const sides = sheet!.borders![r]![c]!;
        expect(Boolean(sides.right), `${r},${c} right`).toBe(c === n - 1 || p.wallRight[r]![c]!);
        expect(Boolean(sides.bottom), `${r},${c} bottom`).toBe(r === n - 1 || p.wallBelow[r]![c]!);
        expect(Boolean(sides.top)).toBe(r === 0);
        expect(Boolean(sides.left)).toBe(c === 0);
      }
    expect(p.wallRight.flat().some(Boolean) || p.wallBelow.flat().some(Boolean)).toBe(true);
  });

  it('the Python program reads the walls from the file and agrees, from every corner', () => {
    const wanted = new Set(['walls', 'no-two-downs', 'diagonal']);
    const tasks = [];
    for (let i = 0; i < 60 && wanted.size > 0; i++) {
      const seed = `py-${i}`;
      const difficulty = i % 2 === 0 ? 3 : 2;
      const p = paramsOf(seed, difficulty);
      if (!wanted.has(p.family) || p.start === 'top-left') continue;
      wanted.delete(p.family);
      tasks.push(generateTask(18, seed, difficulty));
    }
    expect([...wanted]).toEqual([]);
    expect(printedByPythonAll(tasks)).toEqual(tasks.map((task) => printedAnswer(task.answer)));
  });
});

describeGeneratorContract(18);
