import type { ImportOutcome } from './run-import';
import type { TaskProblem } from './task-folder';

export type ImportCounts = { created: number; updated: number; unchanged: number; changed: number; invalid: number; failed: number };

/** What `ege import` did (or, with --dry-run, would do); --json prints exactly this. */
export type ImportReport = {
  root: string;
  dry_run: boolean;
  update: boolean;
  counts: ImportCounts;
  /** Every valid folder with what happened to it; with --dry-run, what would. */
  tasks: ImportOutcome[];
  /** Every problem of the invalid folders, and the server's refusals. */
  problems: TaskProblem[];
  /** Students whose past answers the updates' corrected keys credited (decision 077); with --dry-run, would credit. */
  credited: number;
};

export function countOutcomes(tasks: readonly ImportOutcome[], invalidFolders: number): ImportCounts {
  const counts: ImportCounts = { created: 0, updated: 0, unchanged: 0, changed: 0, invalid: invalidFolders, failed: 0 };
  for (const task of tasks) counts[task.status] += 1;
  return counts;
}

export const creditedOf = (tasks: readonly ImportOutcome[]) => tasks.reduce((sum, task) => sum + (task.credited ?? 0), 0);

/** "05/robot/task.yaml: answer — Укажите ответ" */
export function describeProblem(problem: TaskProblem): string {
  const where = problem.file ?? problem.folder;
  return problem.field ? `${where}: ${problem.field} — ${problem.message}` : `${where}: ${problem.message}`;
}
