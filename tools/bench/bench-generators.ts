import { generateCheckedTask } from '@ege/core/generators/generate-checked-task';
import { generateTask } from '@ege/core/generators/generate-task';
import { generatorsByType } from '@ege/core/generators/generators-by-type';
import type { Difficulty } from '@ege/core/generators/task-generator';

/*
 * Generation speed per type on one core (this process, synchronous): the generator alone (the trainer's
 * fallback and the bank, issue 17), and the generator with its independent checker (what `ege generate`
 * and the upload form's 'Сгенерировать' run, decision 041). Seeds and difficulties 1–3 in turn; the
 * files are built with every task. Then the hard end: the slowest of a few difficulty-3 tasks and the
 * largest file it wrote (issue 27: the largest type-24/26/27 files within a second).
 */

export type GeneratorRow = { type: number; generated: number; checked: number; largestFileBytes: number; slowestHardMs: number };

export const generateStart = '<!-- generate: rewritten by every full run and by BENCH_ONLY=generate -->';
export const generateEnd = '<!-- /generate -->';

/** Difficulty-3 seeds timed one by one for the slowest task and the largest file. */
const hardSeeds = 5;

/** Tasks a second of `build` over at least `seconds`, after a short warm-up. */
function rate(build: (n: number) => unknown, seconds: number): number {
  for (let n = 0; n < 5; n++) build(n);
  const started = performance.now();
  let n = 0;
  while (performance.now() - started < seconds * 1000) build(n++);
  return n / ((performance.now() - started) / 1000);
}

function hardEnd(type: number): Pick<GeneratorRow, 'largestFileBytes' | 'slowestHardMs'> {
  let largestFileBytes = 0;
  let slowestHardMs = 0;
  for (let n = 0; n < hardSeeds; n++) {
    const started = performance.now();
    const task = generateTask(type, `bench-hard-${n}`, 3);
    slowestHardMs = Math.max(slowestHardMs, performance.now() - started);
    for (const file of task.files) largestFileBytes = Math.max(largestFileBytes, file.content.length);
  }
  return { largestFileBytes, slowestHardMs };
}

export function measureGenerators(seconds: number): GeneratorRow[] {
  return [...generatorsByType.keys()]
    .sort((a, b) => a - b)
    .map((type) => {
      const difficulty = (n: number) => ((n % 3) + 1) as Difficulty;
      return {
        type,
        generated: rate((n) => generateTask(type, `bench-${n}`, difficulty(n)), seconds),
        checked: rate((n) => generateCheckedTask(type, `bench-${n}`, difficulty(n)), seconds),
        ...hardEnd(type),
      };
    });
}

const round = (value: number) => (value >= 100 ? Math.round(value).toLocaleString('en-US') : value.toFixed(1));
const size = (bytes: number) => (bytes === 0 ? '—' : bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`);

/** The markdown section of results.md. */
export function formatGeneratorResults(rows: readonly GeneratorRow[], seconds: number): string {
  const lines = [
    generateStart,
    `Generation (\`BENCH_ONLY=generate npm run bench\`, no database): tasks per second on one core, ${seconds} s per type and path, seeds bench-0, bench-1, … with difficulties 1, 2, 3 in turn, files included. "generated": generateTask (draws, solves, renders the statement, files and 'Разбор'); "checked": generateCheckedTask, the same and the independent checker again (what \`ege generate\` and the upload form run). "hard end": the slowest of ${hardSeeds} difficulty-3 tasks (generateTask) and the largest file they wrote; the target is a second.`,
    '',
    '| type | generated, tasks/s | checked, tasks/s | hard end: slowest task, ms | largest file |',
    '|---:|---:|---:|---:|---:|',
    ...rows.map((row) => `| ${row.type} | ${round(row.generated)} | ${round(row.checked)} | ${Math.ceil(row.slowestHardMs)} | ${size(row.largestFileBytes)} |`),
    generateEnd,
  ];
  return `${lines.join('\n')}\n`;
}

/** results.md with its generation section replaced (or added), the rest kept. */
export function withGenerateSection(current: string, section: string): string {
  const start = current.indexOf(generateStart);
  const end = current.indexOf(generateEnd);
  if (start === -1 || end === -1) return `${current.trimEnd()}\n\n${section}`;
  return `${current.slice(0, start)}${section}${current.slice(end + generateEnd.length).replace(/^\n/, '')}`;
}
