import { spawnSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { sanitizeSolutionHtml } from '@ege/core/content/sanitize-solution-html';
import { runPythonPrograms, type PythonRun } from '@ege/core/generators/run-python-programs';
import { demoBlocks, demoTasks } from '../demo-bank';
import { printedOf, solvedDemoTasks as solved } from '../solved-demo-tasks';
import { workedSolutionHtml } from '../worked-solution-html';


const hasPython = spawnSync('python3', ['--version']).status === 0;

describe("the demo bank's worked solutions", () => {
  it('every task and every block question of the bank has one', () => {
    const missing = [
      ...demoTasks.filter((t) => !t.solution).map((t) => t.key),
      ...demoBlocks.flatMap((b) => b.questions.filter((q) => !q.solution).map((q) => `${b.key}-${q.type}`)),
    ];
    expect(missing).toEqual([]);
    expect(new Set(demoTasks.map((t) => t.type)).size).toBe(24);
  });

  it.each(solved.map((s) => [s.key, s] as const))('%s: steps in Russian, stored as sanitised HTML with the program', (_key, s) => {
    expect(s.solution.steps).toMatch(/[а-яё]{4,}/i);
    const html = workedSolutionHtml(s.solution);
    expect(sanitizeSolutionHtml(html)).toBe(html);
    expect(html).toContain('<pre><code class="language-python">');
  });

  // Every program as `python3 -c` in a folder of its own with the task's files beside it, as a student saves
  // them next to their solution, each with its own 60 s; one python3 start for all of them (runPythonPrograms).
  let runs: PythonRun[] = [];
  beforeAll(() => {
    if (!hasPython) return;
    runs = runPythonPrograms(
      solved.map((s) => ({ python: s.solution.python, files: s.files.map((file) => ({ name: file.name, content: file.build() })) })),
      60,
    );
  }, 60_000 * solved.length);

  it.skipIf(!hasPython).each(solved.map((s, i) => [s.key, s, i] as const))('%s: the Python program prints the answer', (_key, s, i) => {
    const run = runs[i]!;
    expect(run.timedOut).toBe(false);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout.trim()).toBe(printedOf(s.answer));
  });
});
