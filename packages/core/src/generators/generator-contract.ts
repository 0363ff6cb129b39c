import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { drawParams, generateTask, generatorOf, type GeneratedTask } from './generate-task';
import { runPythonPrograms } from './run-python-programs';
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

/**
 * What the tasks' Python programs print, each run as `python3 solution.py` in a folder of its own with its
 * task's files beside it (one python3 start for all of them: runPythonPrograms). A program that fails or
 * runs past 20 s throws, with its stderr.
 */
export function printedByPythonAll(tasks: readonly GeneratedTask[]): string[] {
  const runs = runPythonPrograms(tasks.map((task) => ({ python: task.python, files: task.files, launch: 'script' as const })), 20);
  return runs.map((run, i) => {
    const task = tasks[i]!;
    if (run.timedOut) throw new Error(`программа задания ${task.type} (${task.generator.seed}) не закончила за 20 с`);
    if (run.status !== 0) throw new Error(`программа задания ${task.type} (${task.generator.seed}) завершилась с кодом ${run.status}: ${run.stderr}`);
    return run.stdout.trim();
  });
}

/** What a task's Python program prints, run in a folder of its own with the task's files beside it. */
export const printedByPython = (task: GeneratedTask): string => printedByPythonAll([task])[0]!;

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
      const tasks = difficulties.map((difficulty, i) => generateTask(type, `python-${i}`, difficulty));
      expect(printedByPythonAll(tasks)).toEqual(tasks.map((task) => printedAnswer(task.answer)));
    });
  });
}
