import { loadPyodide, type PyodideAPI } from 'pyodide';
import { beforeAll, describe, expect, it } from 'vitest';
import { runInPyodide, sharedPyodide } from './run-in-pyodide';

let pyodide: PyodideAPI;
beforeAll(async () => {
  pyodide = await sharedPyodide(loadPyodide);
});

describe('runInPyodide', () => {
  it("reads the task's files by name from its working folder, bytes as they are, and input() from stdin", () => {
    const bytes = Uint8Array.from([0xd0, 0x9f, 0x0d, 0x0a, 0x00, 0xff]);
    const program = "import os\nprint(sorted(os.listdir('.')), list(open('27_B.txt', 'rb').read()))\nprint(input() + input())\nprint(__name__)";
    const run = runInPyodide(pyodide, program, { files: [{ name: '27_B.txt', content: bytes }, { name: '9.ods', content: new Uint8Array() }], stdin: 'при\nвет\n' });
    expect(run).toEqual({ stdout: "['27_B.txt', '9.ods'] [208, 159, 13, 10, 0, 255]\nпривет\n__main__\n", stderr: '', error: undefined });
  });

  it('gives each run a fresh globals dict and an empty folder, and ends stdin', () => {
    runInPyodide(pyodide, "x = 1\nopen('left.txt', 'w').write('x')\nimport sys\nsys.setrecursionlimit(50)");
    const run = runInPyodide(pyodide, "import os, sys\nprint('x' in globals(), os.listdir('.'), sys.getrecursionlimit() > 50)\ninput()");
    expect(run.stdout).toBe('False [] True\n');
    expect(run.error).toMatch(/EOFError/);
  });

  it("gives Python's traceback with main.py's line, and what the program wrote to stderr", () => {
    const run = runInPyodide(pyodide, "import sys\nprint('до')\nprint('в stderr', file=sys.stderr)\n1 / 0");
    expect(run.stdout).toBe('до\n');
    expect(run.stderr).toBe('в stderr\n');
    expect(run.error).toMatch(/File "main\.py", line 4[\s\S]*ZeroDivisionError: division by zero/);
  });
});
