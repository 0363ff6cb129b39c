/** @jsxRuntime automatic */
import { AppError } from '@ege/core/errors/app-error';
import { pluralRu } from '@ege/core/text/plural-ru';
import type { CliApi } from '../api/cli-api';
import type { CliIo } from '../cli-io';
import { ImportSummary, ProblemList } from '../ui/import-views';
import { withProgressBar } from '../ui/progress-bar';
import { printElement } from '../ui/print-element';
import { countOutcomes, creditedOf, type ImportReport } from './import-report';
import { planImport } from './plan-import';
import { readTaskTree } from './read-task-tree';
import { runImport, type ImportOutcome } from './run-import';
import type { TaskProblem } from './task-folder';

export type ImportOptions = { folder: string; dryRun: boolean; update: boolean; skipInvalid: boolean; json: boolean };

const plannedStatus = { create: 'created', update: 'updated', unchanged: 'unchanged', changed: 'changed' } as const;

/**
 * `ege import`: reads and checks the whole tree first; with any problem (and no --skip-invalid)
 * nothing is written. Prints the summary itself, because a blocked or partly refused import still
 * shows it before its red line and exit code.
 */
export async function importTasks(api: CliApi, options: ImportOptions, io: CliIo): Promise<null> {
  const tree = await readTaskTree(options.folder);
  const problems: TaskProblem[] = tree.invalid.flatMap((folder) => folder.problems);
  const blocked = problems.length > 0 && !options.skipInvalid;
  const invalidMessage = `${problems.length} ${pluralRu(problems.length, ['ошибка', 'ошибки', 'ошибок'])} в ${tree.invalid.length} ${pluralRu(tree.invalid.length, ['папке', 'папках', 'папках'])}`;

  if (blocked && !options.dryRun) {
    printProblems(io, options, tree.root, problems, tree.invalid.length);
    throw new AppError('BAD_REQUEST', `Импорт не выполнен, ничего не записано: ${invalidMessage} (--skip-invalid — импортировать остальные)`);
  }

  const planned = await planImport(api, tree.valid, options.update);
  let outcomes: ImportOutcome[];
  if (options.dryRun) {
    outcomes = planned.map((task) => ({
      folder: task.folder.path,
      key: task.folder.key,
      status: plannedStatus[task.action],
      ids: task.existing?.ids ?? [],
      ...(task.existing?.match ? { match: task.existing.match } : {}),
    }));
    // An update may correct answers: the server runs the updates and rolls them back, to say whom they would credit (decision 077).
    const updates = planned.filter((task) => task.action === 'update').map((task) => ({ ...task, files: [] }));
    if (updates.length > 0) {
      const tried = await withProgressBar(io.stderr, 'Проверка обновлений', (onProgress) => runImport(api, updates, onProgress, { dryRun: true }));
      const byFolder = new Map(tried.map((outcome) => [outcome.folder, outcome]));
      outcomes = outcomes.map((outcome) => {
        const trial = byFolder.get(outcome.folder);
        if (!trial) return outcome;
        return trial.status === 'failed' ? { ...outcome, status: 'failed', message: trial.message } : { ...outcome, credited: trial.credited ?? 0 };
      });
    }
  } else {
    outcomes = await withProgressBar(io.stderr, 'Импорт', (onProgress) => runImport(api, planned, onProgress));
  }
  const refused: TaskProblem[] = outcomes
    .filter((outcome) => outcome.status === 'failed')
    .map((outcome) => ({ folder: outcome.folder, message: outcome.message ?? 'Отклонено сервером' }));
  const report: ImportReport = {
    root: tree.root,
    dry_run: options.dryRun,
    update: options.update,
    counts: countOutcomes(outcomes, tree.invalid.length),
    tasks: outcomes,
    problems: [...problems, ...refused],
    credited: creditedOf(outcomes),
  };
  if (options.json) io.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  else printElement(io.stdout, <ImportSummary report={report} />);

  if (blocked) throw new AppError('BAD_REQUEST', `Импорт не выполнился бы: ${invalidMessage}`);
  if (refused.length > 0) {
    throw new AppError('BAD_REQUEST', options.dryRun ? `Сервер отклонил бы заданий: ${refused.length}` : `Сервер отклонил заданий: ${refused.length}; остальные импортированы`);
  }
  return null;
}

function printProblems(io: CliIo, options: ImportOptions, root: string, problems: TaskProblem[], invalidFolders: number): void {
  if (options.json) {
    const report: ImportReport = { root, dry_run: options.dryRun, update: options.update, counts: countOutcomes([], invalidFolders), tasks: [], problems, credited: 0 };
    io.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  }
  printElement(io.stderr, <ProblemList problems={problems} />);
}
