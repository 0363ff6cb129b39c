import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { drawParams, generateTask, generatorOf, type GeneratedTask } from './generate-task';
import type { Difficulty, GeneratedAnswer } from './task-generator';

const seeds = 200;
const difficulties: Difficulty[] = [1, 2, 3];

function hasPython(): boolean {
  try {
    execFileSync('python3', ['--version']);
    return true;
  } catch {
    return false;
  }
}
/** Whether python3 is there to run the tasks' programs (the tests that run them skip without it). */
export const pythonAvailable = hasPython();
if (!pythonAvailable) console.warn('python3 не найден: программы разборов не запускаются');

/** What a task's Python program prints, run in a folder of its own with the task's files beside it. */
export function printedByPython(task: GeneratedTask): string {
  const folder = mkdtempSync(join(tmpdir(), `gen-${task.type}-`));
  try {
    for (const file of task.files) writeFileSync(join(folder, file.name), file.content);
    writeFileSync(join(folder, 'solution.py'), task.python);
    return execFileSync('python3', ['solution.py'], { cwd: folder, timeout: 20_000 }).toString().trim();
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** An answer as the programs print it: a table one row a line, cells by spaces. */
export const printedAnswer = (answer: GeneratedAnswer): string => (answer.kind === 'field' ? answer.value : answer.rows.map((row) => row.join(' ')).join('\n'));

// Correctness over many seeds and real python3 runs, not speed: a loaded machine must not fail them.
/**
 * The contract every generator keeps (decision 036), run from each type's own test file so that the
 * types' tests spread over the test workers: its independent checker agrees on 200 seeds, a seed gives
 * one task, the statement is Russian, and its Python program prints the answer.
 */
export function describeGeneratorContract(type: number): void {
  describe(`the generator of type ${type}`, { timeout: 120_000 }, () => {
    it(`agrees with its independent checker on ${seeds} seeds`, () => {
      const generator = generatorOf(type);
      const disagreements: string[] = [];
      for (let i = 0; i < seeds; i++) {
        const difficulty = difficulties[i % 3]!;
        const seed = `check-${i}`;
        const { params, answer } = drawParams(type, seed, difficulty);
        const checked = generator.check(params);
        if (JSON.stringify(checked) !== JSON.stringify(answer)) disagreements.push(`${seed}/${difficulty}: ${JSON.stringify(answer)} ≠ ${JSON.stringify(checked)}`);
      }
      expect(disagreements).toEqual([]);
    });

    it('gives the same task for the same seed, and different tasks for different seeds', () => {
      const a = generateTask(type, 'same', 2);
      const b = generateTask(type, 'same', 2);
      // Files compared as bytes: toEqual walks a megabyte Buffer element by element (seconds for type 24).
      const names = (task: typeof a) => ({ ...task, files: task.files.map((file) => file.name) });
      expect(names(b)).toEqual(names(a));
      expect(b.files.every((file, i) => file.content.equals(a.files[i]!.content))).toBe(true);
      const texts = new Set(Array.from({ length: 20 }, (_, i) => generateTask(type, `other-${i}`, 2).text));
      expect(texts.size).toBeGreaterThan(10);
    });

    it('writes a statement in Russian with the question, and a worked solution with the program', () => {
      for (const difficulty of difficulties) {
        const task = generateTask(type, `form-${difficulty}`, difficulty);
        expect(task.text).toMatch(/[а-яё]{4}/i);
        expect(task.text).not.toMatch(/undefined|NaN|\[object/);
        expect(task.solution).toContain('<pre><code class="language-python">');
        expect(task.solution).toContain(task.answer.kind === 'field' ? task.answer.value : task.answer.rows[0]![0]!);
      }
    });

    it.skipIf(!pythonAvailable)('its Python program prints the answer', () => {
      for (const [i, difficulty] of difficulties.entries()) {
        const task = generateTask(type, `python-${i}`, difficulty);
        expect(printedByPython(task)).toBe(printedAnswer(task.answer));
      }
    });
  });
}
