/** @jsxRuntime automatic */
import { taskTypeFilter } from '@ege/core/tasks/authoring/task-authoring-schemas';
import type { Command } from 'commander';
import { withApiTarget, type RunApiJob } from '../api/api-job';
import { CliUsageError } from '../errors/cli-errors';
import { exportTasks } from '../export/export-tasks';
import { blockKey, type BlockKey } from '@ege/core/tasks/bank/task-type-catalog';

type ExportFlags = { as?: string; server?: string; type?: string; author?: string; force?: boolean; json?: boolean };

/** `ege export <папка>`: the user's tasks as the folder tree `ege import` reads (docs/task-format.md). */
export function registerExportCommands(program: Command, runApiJob: RunApiJob): void {
  withApiTarget(
    program
      .command('export')
      .description('выгрузить задания в папки того же формата, что читает ege import; автор — свои, администратор — все')
      .argument('<папка>', 'пустая или новая папка')
      .option('--type <N>', 'только задания этого типа: 1–27 или 19-21 (19, 20, 21 — весь блок)')
      .option('--author <имя>', 'только задания этого автора (администратору)')
      .option('--force', 'писать в непустую папку (папки выгружаемых заданий заменяются)')
      .option('--json', 'итог в JSON на stdout (для скриптов)'),
  )
    .addHelpText(
      'after',
      [
        '',
        'Примеры:',
        '  ege export ./bank --as author',
        '  ege export ./bank-05 --as admin --type 5 --author author1',
        '  ege export ./bank --server https://ege.example.ru --json',
        '',
        'Экспорт, импортированный в пустую базу (ege import ./bank --as …), даёт те же задания и файлы.',
      ].join('\n'),
    )
    .action(async (folder: string, options: ExportFlags) => {
      await runApiJob({
        labels: { type: '--type', author: '--author' },
        target: { as: options.as, server: options.server },
        parse: (userPath) => ({
          folder: userPath(folder),
          type: parseType(options.type),
          author: options.author,
          force: options.force === true,
          json: options.json === true,
        }),
        run: (api, input, io) => exportTasks(api, input, io),
        view: () => null,
      });
    });
}

function parseType(raw: string | undefined): number | BlockKey | undefined {
  if (raw === undefined) return undefined;
  const parsed = taskTypeFilter.safeParse(raw);
  if (!parsed.success) throw new CliUsageError(`--type: ${parsed.error.issues[0]?.message ?? 'число от 1 до 27 или 19-21'}`);
  return raw.trim() === blockKey ? blockKey : parsed.data[0];
}
