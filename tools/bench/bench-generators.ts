import { generateCheckedTask } from '@ege/core/generators/generate-checked-task';
import { generateTask } from '@ege/core/generators/generate-task';
import { generatorsByType } from '@ege/core/generators/generators-by-type';
import type { Difficulty } from '@ege/core/generators/task-generator';

/*
 * Generation speed per type on one core (this process, synchronous): the generator alone (the trainer's
 * fallback and the bank, issue 17), and the generator with its independent checker (what `ege generate`
 * and the upload form's 'Сгенерировать' run, decision 041). Seeds and difficulties 1–3 in turn.
 */

export type GeneratorRow = { type: number; generated: number; checked: number };

export const generateStart = '<!-- generate: rewritten by every full run and by BENCH_ONLY=generate -->';
export const generateEnd = '<!-- /generate -->';

/** Tasks a second of `build` over at least `seconds`, after a short warm-up. */
function rate(build: (n: number) => unknown, seconds: number): number {
  for (let n = 0; n < 5; n++) build(n);
  const started = performance.now();
  let n = 0;
  while (performance.now() - started < seconds * 1000) build(n++);
  return n / ((performance.now() - started) / 1000);
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
      };
    });
}

const round = (value: number) => (value >= 100 ? Math.round(value).toLocaleString('en-US') : value.toFixed(1));

/** The markdown section of results.md. */
export function formatGeneratorResults(rows: readonly GeneratorRow[], seconds: number): string {
  const lines = [
    generateStart,
    `Generation (\`BENCH_ONLY=generate npm run bench\`, no database): tasks per second on one core, ${seconds} s per type and path, seeds bench-0, bench-1, … with difficulties 1, 2, 3 in turn. "generated": generateTask (draws, solves, renders the statement, files and 'Разбор'); "checked": generateCheckedTask, the same and the independent checker again (what \`ege generate\` and the upload form run).`,
    '',
    '| type | generated, tasks/s | checked, tasks/s |',
    '|---:|---:|---:|',
    ...rows.map((row) => `| ${row.type} | ${round(row.generated)} | ${round(row.checked)} |`),
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
