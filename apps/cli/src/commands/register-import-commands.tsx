/** @jsxRuntime automatic */
import type { Command } from 'commander';
import { withApiTarget, type RunApiJob } from '../api/api-job';
import { importTasks } from '../import/import-tasks';

type ImportFlags = { as?: string; server?: string; dryRun?: boolean; update?: boolean; skipInvalid?: boolean; json?: boolean };

/** `ege import <папка>`: a tree of task folders (docs/task-format.md) into the bank, through the API. */
export function registerImportCommands(program: Command, runApiJob: RunApiJob): void {
  withApiTarget(
    program
      .command('import')
      .description('импорт заданий из папок (формат — docs/task-format.md); только авторы и администраторы')
      .argument('<папка>', 'корень дерева папок с task.yaml')
      .option('--dry-run', 'только проверить и показать, что будет сделано; ничего не записывать')
      .option('--update', 'заменить содержимое изменённых заданий с теми же ключами (id, попытки и комментарии сохраняются)')
      .option('--skip-invalid', 'импортировать правильные задания, а папки с ошибками пропустить и перечислить')
      .option('--json', 'итог в JSON на stdout (для скриптов)'),
  )
    .addHelpText(
      'after',
      [
        '',
        'Примеры:',
        '  ege import examples/task-bank --as author --dry-run',
        '  ege import ./bank --as author',
        '  ege import ./bank --as author --update --json',
        '',
        'Повторный импорт ничего не дублирует: задания узнаются по ключам. Прерванный импорт',
        '(Ctrl-C, сбой) доделывается повторным запуском. Код выхода 2 — ошибки в папках (ничего не записано).',
      ].join('\n'),
    )
    .action(async (folder: string, options: ImportFlags) => {
      await runApiJob({
        target: { as: options.as, server: options.server },
        parse: (userPath) => ({
          folder: userPath(folder),
          dryRun: options.dryRun === true,
          update: options.update === true,
          skipInvalid: options.skipInvalid === true,
          json: options.json === true,
        }),
        run: (api, input, io) => importTasks(api, input, io),
        view: () => null,
      });
    });
}
