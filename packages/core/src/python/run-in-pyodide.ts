import type { PyodideAPI } from 'pyodide';

/**
 * Test-only: runs a program in Pyodide the way the page's Python panel does (issue 28), so the tests
 * can prove that what the page offers to run really runs there. Product code of core never imports it.
 * It imports Pyodide's types only: the caller hands in `loadPyodide` from 'pyodide', so core takes no
 * run-time dependency on Pyodide and the web's tests may import this as a pure module.
 */

/** A file of the task, written into the program's working folder under its name, bytes as they are. */
export type PyodideFile = { name: string; content: Uint8Array };

export type PyodideRun = {
  stdout: string;
  stderr: string;
  /** Python's traceback when the program raised, as the panel shows it; undefined when it finished. */
  error: string | undefined;
};

let runs = 0;
let shared: Promise<PyodideAPI> | undefined;

/**
 * One Pyodide for every test file of a worker: a load takes seconds (3–7 s on the 2-core machine),
 * a run of a worked solution milliseconds. The unit workers keep modules between files (isolate:
 * false), so the files that run programs in Pyodide pay one load per worker, not one each.
 */
export function sharedPyodide(load: () => Promise<PyodideAPI>): Promise<PyodideAPI> {
  shared ??= load();
  return shared;
}

/**
 * Runs `program` as main.py: in a fresh globals dict (`__name__ == '__main__'`), in a fresh working
 * folder holding `files`, with `stdin` as its standard input (then end of file), its stdout and stderr
 * captured. The folder is removed afterwards, and the interpreter's working folder and recursion limit
 * are put back, so one instance serves every run of a test file.
 */
export function runInPyodide(pyodide: PyodideAPI, program: string, options: { files?: readonly PyodideFile[]; stdin?: string } = {}): PyodideRun {
  const folder = `/home/pyodide/run-${++runs}`;
  const stdout = capture();
  const stderr = capture();
  const input = new TextEncoder().encode(options.stdin ?? '');
  let read = 0;
  pyodide.setStdout({ write: stdout.write });
  pyodide.setStderr({ write: stderr.write });
  pyodide.setStdin({
    read(buffer: Uint8Array) {
      const chunk = input.subarray(read, read + buffer.length);
      buffer.set(chunk);
      read += chunk.length;
      return chunk.length;
    },
  });
  const service = pyodide.toPy({ folder, home: pyodide.FS.cwd() });
  pyodide.runPython('import sys\nlimit = sys.getrecursionlimit()', { globals: service });
  pyodide.FS.mkdirTree(folder);
  for (const file of options.files ?? []) pyodide.FS.writeFile(`${folder}/${file.name}`, file.content);
  pyodide.FS.chdir(folder);
  const globals = pyodide.toPy({ __name__: '__main__' });
  let error: string | undefined;
  try {
    pyodide.runPython(program, { globals, filename: 'main.py', dedent: false });
  } catch (thrown) {
    error = thrown instanceof Error ? thrown.message : String(thrown);
  } finally {
    globals.destroy();
    pyodide.runPython(
      'import os, shutil, sys\nsys.stdout.flush()\nsys.stderr.flush()\nsys.setrecursionlimit(limit)\nos.chdir(home)\nshutil.rmtree(folder, ignore_errors=True)',
      { globals: service },
    );
    service.destroy();
    pyodide.setStdout();
    pyodide.setStderr();
    pyodide.setStdin();
  }
  return { stdout: stdout.text(), stderr: stderr.text(), error };
}

/** A stream's bytes decoded as UTF-8 as they come (a character may be split between two writes). */
function capture() {
  const decoder = new TextDecoder();
  let text = '';
  return {
    write(buffer: Uint8Array): number {
      text += decoder.decode(buffer, { stream: true });
      return buffer.length;
    },
    text: () => text + decoder.decode(),
  };
}
