import { demoBlocks, demoTasks } from './demo-bank';
import type { DemoAnswer, DemoSolution } from './demo-task';

/** What a worked solution's program must print: the field, or the table's rows one a line, cells by spaces. */
export const printedOf = (answer: DemoAnswer) => (answer.kind === 'field' ? answer.value : answer.rows.map((row) => row.join(' ')).join('\n'));

export type SolvedDemoTask = { key: string; answer: DemoAnswer; solution: DemoSolution; files: { name: string; build(): Buffer }[] };

/** Every task and block question of the demo bank that has a worked solution, with the task's files. */
export const solvedDemoTasks: SolvedDemoTask[] = [
  ...demoTasks.flatMap((t) => (t.solution ? [{ key: t.key, answer: t.answer, solution: t.solution, files: t.files ?? [] }] : [])),
  ...demoBlocks.flatMap((b) => b.questions.flatMap((q) => (q.solution ? [{ key: `${b.key}-${q.type}`, answer: q.answer, solution: q.solution, files: [] }] : []))),
];
