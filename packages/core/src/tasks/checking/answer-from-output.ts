import type { AnswerLayout } from './answer-layout';
import type { AnswerValue } from './answer-value';
import { spreadPastedValues } from './spread-pasted-values';

/**
 * What 'Вставить в ответ' puts into the answer from what a program printed. One field takes the last
 * printed line. A table takes the last lines whose values all fit in it, spread row by row as a paste
 * into the first cell is: a type-27 program that prints A and B on two lines fills both cells, a
 * type-25 program that prints a pair a line fills the rows. Nothing printed: null.
 */
export function answerFromOutput(output: string, layout: AnswerLayout): AnswerValue | null {
  const lines = output
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const last = lines.at(-1);
  if (last === undefined) return null;
  if (layout.kind === 'field') return { kind: 'field', value: last };
  const cells = layout.rows * layout.cols;
  const taken: string[] = [];
  let count = 0;
  for (let index = lines.length - 1; index >= 0; index -= 1) {
    const line = lines[index] ?? '';
    const values = line.split(/\s+/).length;
    if (count + values > cells) break;
    taken.unshift(line);
    count += values;
  }
  // The last line alone is more than the table holds: a paste of it clears the table, as a paste does.
  return { kind: 'table', rows: spreadPastedValues((taken.length > 0 ? taken : [last]).join('\n'), layout.rows, layout.cols) };
}
