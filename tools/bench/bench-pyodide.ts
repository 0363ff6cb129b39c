import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadPyodide, version } from 'pyodide';
import { generateTask } from '@ege/core/generators/generate-task';
import { runInPyodide } from '@ege/core/python/run-in-pyodide';

/*
 * Python in the browser (issue 28), measured in Node on this machine: how long Pyodide takes to load,
 * and a type-27 file-B reference solution ('Разбор' of a generated difficulty-3 task, its 27_B.txt of
 * ~2.5 MB) run in Pyodide against python3 on the same files, as a ratio. The browser's own figures
 * (cold and warm load, Fast 3G) are the web's measure script's.
 */

const loads = 3;
const rounds = 3;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Seconds python3 spends in the program itself (runpy in a timed wrapper: no interpreter start). */
function timeInPython3(folder: string): { seconds: number; printed: string } {
  const wrapper = [
    'import io, runpy, sys, time',
    'out, sys.stdout = sys.stdout, io.StringIO()',
    'started = time.perf_counter()',
    "runpy.run_path('main.py', run_name='__main__')",
    'seconds = time.perf_counter() - started',
    'printed, sys.stdout = sys.stdout.getvalue(), out',
    'print(seconds)',
    'print(printed, end="")',
  ].join('\n');
  const [seconds, ...printed] = execFileSync('python3', ['-c', wrapper], { cwd: folder, encoding: 'utf8', timeout: 120_000 }).split('\n');
  return { seconds: Number(seconds), printed: printed.join('\n').trim() };
}

export async function runPyodideGroup(): Promise<string> {
  console.log(`Pyodide: ${loads} loads, then a type-27 file-B program ${rounds} times in Pyodide and python3 in turn…`);
  const loadBefore = loadavg()[0]!;
  const loadMs: number[] = [];
  let pyodide: Awaited<ReturnType<typeof loadPyodide>> | undefined;
  for (let n = 0; n < loads; n++) {
    const started = performance.now();
    pyodide = await loadPyodide();
    loadMs.push(performance.now() - started);
  }

  const task = generateTask(27, 'bench-pyodide', 3);
  const expected = task.answer.kind === 'field' ? task.answer.value : task.answer.rows.map((row) => row.join(' ')).join('\n');
  const fileB = task.files.find((file) => file.name === '27_B.txt')!;
  const folder = mkdtempSync(join(tmpdir(), 'bench-pyodide-'));
  const inPyodide: number[] = [];
  const inPython3: number[] = [];
  try {
    for (const file of task.files) writeFileSync(join(folder, file.name), file.content);
    writeFileSync(join(folder, 'main.py'), task.python);
    for (let n = 0; n < rounds; n++) {
      const started = performance.now();
      const run = runInPyodide(pyodide!, task.python, { files: task.files });
      inPyodide.push(performance.now() - started);
      if (run.error || run.stdout.trim() !== expected) throw new Error(`Pyodide printed ${JSON.stringify(run.stdout)} (${run.error ?? 'no error'}), not ${expected}`);
      const python3 = timeInPython3(folder);
      if (python3.printed !== expected) throw new Error(`python3 printed ${JSON.stringify(python3.printed)}, not ${expected}`);
      inPython3.push(python3.seconds * 1000);
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  const loadAfter = loadavg()[0]!;
  const python3Version = execFileSync('python3', ['--version'], { encoding: 'utf8' }).trim();
  const cpu = cpus();
  const ms = (value: number) => Math.round(value).toLocaleString('en-US');
  return [
    '| Pyodide in Node | ms |',
    '|---|---:|',
    `| load, the first in the process (module, wasm, standard library) | ${ms(loadMs[0]!)} |`,
    `| load again, median of ${loads - 1} | ${ms(median(loadMs.slice(1)))} |`,
    `| type-27 file-B program in Pyodide, median of ${rounds} | ${ms(median(inPyodide))} |`,
    `| the same in ${python3Version}, median of ${rounds} | ${ms(median(inPython3))} |`,
    `| ratio Pyodide / python3 | ${(median(inPyodide) / median(inPython3)).toFixed(2)}× |`,
    '',
    `Pyodide ${version} (\`BENCH_ONLY=pyodide npm run bench\`, no database) on ${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}; 1-minute load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after. The program: the 'Разбор' of the generated type-27 task (seed bench-pyodide, difficulty 3; 27_A.txt ${Math.ceil(task.files[0]!.content.length / 1024)} KB, 27_B.txt ${(fileB.content.length / 1024 / 1024).toFixed(1)} MB), run as the page runs it (runInPyodide: the files written into a fresh working folder, a fresh globals dict) against python3 timing the same program with runpy inside the interpreter (its start left out), in turn; both print the task's answer.`,
    '',
  ].join('\n');
}
