import { loadPyodide, type PyodideAPI } from 'pyodide';
import { beforeAll, describe, expect, it } from 'vitest';
import { runInPyodide, sharedPyodide } from '@ege/core/python/run-in-pyodide';
import { printedOf, solvedDemoTasks } from '../solved-demo-tasks';

let pyodide: PyodideAPI;
beforeAll(async () => {
  pyodide = await sharedPyodide(loadPyodide);
});

describe("the demo bank's worked solutions in Pyodide (the page's 'Запустить')", () => {
  it.each(solvedDemoTasks.map((s) => [s.key, s] as const))('%s: the Python program prints the answer', (_key, s) => {
    const run = runInPyodide(pyodide, s.solution.python, { files: s.files.map((file) => ({ name: file.name, content: file.build() })) });
    expect(run.error).toBeUndefined();
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe(printedOf(s.answer));
  });
});
