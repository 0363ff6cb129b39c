import { loadPyodide, type PyodideAPI } from 'pyodide';
import { beforeAll, describe, expect, it } from 'vitest';
import { runInPyodide, sharedPyodide } from '../python/run-in-pyodide';
import { generateTask } from './generate-task';
import { printedAnswer } from './generator-contract';
import { generatorTypes } from './generator-types';
import type { Difficulty } from './task-generator';

/**
 * One task per difficulty; types 24 and 27 hand out files of a megabyte, so one task each, at the
 * difficulty whose program reads the megabyte file in the least time (their difficulty 3 takes
 * 1–1.5 s in Pyodide on a quiet machine; the python3 contract runs it).
 */
const difficultiesOf = (type: number): Difficulty[] => (type === 24 || type === 27 ? [2] : [1, 2, 3]);
const cases = generatorTypes.flatMap((type) => difficultiesOf(type).map((difficulty) => ({ type, difficulty })));

let pyodide: PyodideAPI;
beforeAll(async () => {
  pyodide = await sharedPyodide(loadPyodide);
});

describe("the generated tasks' 'Разбор' programs in Pyodide (the page's 'Запустить')", () => {
  it.each(cases)('type $type, difficulty $difficulty: the program prints the answer', ({ type, difficulty }) => {
    const task = generateTask(type, `pyodide-${difficulty}`, difficulty);
    const run = runInPyodide(pyodide, task.python, { files: task.files });
    expect(run.error).toBeUndefined();
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe(printedAnswer(task.answer));
  });
});
