import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sanitizeSolutionHtml } from '@ege/core/content/sanitize-solution-html';
import { demoBlocks, demoTasks } from '../demo-bank';
import { printedOf, solvedDemoTasks as solved } from '../solved-demo-tasks';
import { workedSolutionHtml } from '../worked-solution-html';


const hasPython = spawnSync('python3', ['--version']).status === 0;
const workDir = mkdtempSync(join(tmpdir(), 'demo-solutions-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

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

  it.skipIf(!hasPython).each(solved.map((s) => [s.key, s] as const))('%s: the Python program prints the answer', (key, s) => {
    // The task's files beside the program, as a student saves them next to their solution.
    const dir = mkdtempSync(join(workDir, `${key}-`));
    for (const file of s.files) writeFileSync(join(dir, file.name), file.build());
    const run = spawnSync('python3', ['-c', s.solution.python], { cwd: dir, encoding: 'utf8', timeout: 60_000 });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout.trim()).toBe(printedOf(s.answer));
  }, 60_000);
});
