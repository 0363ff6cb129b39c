/** @jsxRuntime automatic */
import { AppError } from '@ege/core/errors/app-error';
import type { Command } from 'commander';
import { resolveUserPath } from '../cli-config';
import type { RunConfigJob } from '../config-job';
import { CliUsageError } from '../errors/cli-errors';
import { checkGeneratedFolder } from '../generate/check-generated-folder';
import { generateOptions, generatorTypes, maxGenerateCount } from '../generate/generate-options';
import { generateTasks } from '../generate/generate-tasks';
import { CheckSummary, GenerateSummary } from '../ui/generate-views';
import { printElement } from '../ui/print-element';

type GenerateFlags = { type?: string; count?: string; seed?: string; difficulty?: string; check?: boolean; json?: boolean };

export const checkOnlyMessage = 'С --check указывается только папка: --type, --count, --seed и --difficulty — для генерации';
export const typeMissingMessage = `Укажите --type <N>: генераторы есть для заданий ${generatorTypes.join(', ')}`;
export const disagreementsMessage = (count: number) => `Расхождений с независимой проверкой: ${count}`;

/** `ege generate`: tasks from the generators as task folders (no database, no server); `--check` re-solves a folder. */
export function registerGenerateCommands(program: Command, runConfigJob: RunConfigJob): void {
  program
    .command('generate')
    .description('сгенерировать задания в папки формата ege import (ответы вычислены и перепроверены); --check — перепроверить папку')
    .argument('<папка>', 'новая или пустая папка (с --check — папка с заданиями)')
    .option('--type <N>', `номер задания: ${generatorTypes.join(', ')}`)
    .option('--count <число>', `сколько заданий, до ${maxGenerateCount} (по умолчанию 10)`)
    .option('--seed <текст>', 'seed: тот же seed даёт те же задания байт в байт (по умолчанию случайный)')
    .option('--difficulty <1-3>', 'сложность всех заданий (по умолчанию 1, 2, 3 по очереди)')
    .option('--check', 'перепроверить задания папки: ответы — независимыми проверками генераторов, условия и файлы — сравнением с построенными заново; код 2 — есть расхождения')
    .option('--json', 'итог в JSON на stdout (для скриптов)')
    .addHelpText(
      'after',
      [
        '',
        'Примеры:',
        '  ege generate --type 5 --count 100 ./gen-05',
        '  ege generate --type 24 --count 20 --seed kege --difficulty 3 ./gen-24',
        '  ege generate --check ./gen-05',
        '  ege import ./gen-05 --as author',
        '',
        'Работает без базы и без сервера. В task.yaml пишется generator: {id, version, seed},',
        'по нему --check и банк строят задание заново.',
      ].join('\n'),
    )
    .action(async (folder: string, flags: GenerateFlags) => {
      if (flags.check === true) {
        await runConfigJob({
          parse: () => {
            if (flags.type !== undefined || flags.count !== undefined || flags.seed !== undefined || flags.difficulty !== undefined) throw new CliUsageError(checkOnlyMessage);
            return folder;
          },
          run: async (path, config, io) => {
            const report = await checkGeneratedFolder(resolveUserPath(config, path), io);
            if (flags.json === true) io.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
            else printElement(io.stdout, <CheckSummary report={report} />);
            if (report.problems.length > 0) throw new AppError('BAD_REQUEST', disagreementsMessage(report.problems.length));
            return report;
          },
          view: () => null,
        });
        return;
      }
      await runConfigJob({
        labels: { type: '--type', count: '--count', seed: '--seed', difficulty: '--difficulty' },
        parse: () => {
          if (flags.type === undefined) throw new CliUsageError(typeMissingMessage);
          return generateOptions.parse({ ...flags, count: flags.count ?? '10' });
        },
        run: async (options, config, io) => {
          const report = await generateTasks({ ...options, folder: resolveUserPath(config, folder) }, io);
          if (flags.json === true) io.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
          // EGE_SERVER makes the suggested `ege import` remote: its hint follows (issue 26).
          return { report, server: config.server };
        },
        view: ({ report, server }) => (flags.json === true ? null : <GenerateSummary report={report} server={server} />),
      });
    });
}
