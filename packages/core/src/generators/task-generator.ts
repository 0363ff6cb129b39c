import type { SeededRandom } from './seeded-random';

export type Difficulty = 1 | 2 | 3;

export type GeneratedAnswer = { kind: 'field'; value: string } | { kind: 'table'; rows: string[][] };

/** A file handed to the student (the exam's formats: .txt here). */
export type GeneratedFile = { name: string; content: Buffer };

/** What a generator writes from its parameters: the statement, the files and the worked solution. */
export type RenderedTask = {
  /** The statement as HTML, in the exam's wording. */
  text: string;
  files: GeneratedFile[];
  /** The steps of the worked solution ('Разбор'), as HTML, without the program. */
  steps: string;
  /** A Python 3 program that prints the answer (reading the task's files from the current folder). */
  python: string;
};

/**
 * One exam type's generator (decision 036). `draw` picks parameters, `solve` computes the answer the
 * way the worked solution explains it, `check` computes it again another way (brute force where
 * `solve` is clever, or the reverse): a test runs both over hundreds of seeds. Either returns null
 * for a degenerate draw (no answer, or more than one where one is asked), which is drawn again.
 */
export type TaskGenerator<P> = {
  type: number;
  /** Raised whenever a change would make a seed give a different task. */
  version: number;
  draw(random: SeededRandom, difficulty: Difficulty): P | null;
  solve(params: P): GeneratedAnswer | null;
  check(params: P): GeneratedAnswer | null;
  render(params: P, answer: GeneratedAnswer): RenderedTask;
};

export const fieldAnswer = (value: number | bigint | string): GeneratedAnswer => ({ kind: 'field', value: String(value) });

export function sameAnswer(a: GeneratedAnswer | null, b: GeneratedAnswer | null): boolean {
  return a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b);
}
