/** @jsxRuntime automatic */
import { z } from '@ege/core/validation/z';
import type { Command } from 'commander';
import { withApiTarget, type ApiTarget, type RunApiJob } from '../api/api-job';
import { CliUsageError } from '../errors/cli-errors';
import type { TrainerTarget } from '../train/load-trainer-screen';
import { runTrainer } from '../train/run-trainer';
import { messages } from '@ege/core/text/messages';

type TrainOptions = ApiTarget & { type?: string; block?: boolean; filesDir?: string };

const typeOption = z.coerce
  .number({ error: messages.typeNumber })
  .int(messages.typeNumber)
  .min(1, messages.typeNumber)
  .max(27, messages.typeNumber);

export const defaultFilesDir = 'ege-files';

/** `ege train --type N | --block`: the web trainer's task page in the terminal (Ink), in either mode. */
export function registerTrainCommands(program: Command, runApiJob: RunApiJob): void {
  withApiTarget(
    program
      .command('train')
      .description('тренажер в терминале: случайные задания типа или блок 19–21')
      .option('--type <N>', 'тип задания: 1–27 (19–21 — вопросы блока; для блока целиком --block)')
      .option('--block', 'блок 19–21: условие и три вопроса')
      .option('--files-dir <папка>', `куда сохранять файлы заданий (по умолчанию ./${defaultFilesDir}/<id задания>/)`),
  )
    .addHelpText(
      'after',
      [
        '',
        'Клавиши: Enter — проверить, Tab/Shift-Tab и стрелки — ячейки таблицы, Esc — стереть ответ,',
        'r — показать ответ (с подтверждением), n или → — следующее задание, q или Ctrl-C — выход.',
        '',
        'Примеры:',
        '  ege train --type 5 --as student',
        '  ege train --block --server https://ege.example.ru',
      ].join('\n'),
    )
    .action(async (options: TrainOptions) => {
      await runApiJob({
        labels: { type: '--type' },
        target: { as: options.as, server: options.server },
        parse: (userPath) => ({ target: trainerTargetOf(options), filesDir: userPath(options.filesDir ?? defaultFilesDir) }),
        run: (api, input) => runTrainer(api, input.target, input.filesDir, { stdin: process.stdin, stdout: process.stdout }),
        // The trainer has drawn everything, its last frame included.
        view: () => null,
      });
    });
}

export function trainerTargetOf(options: { type?: string | undefined; block?: boolean | undefined }): TrainerTarget {
  if (options.block && options.type !== undefined) throw new CliUsageError('Укажите что-то одно: --type N или --block');
  if (options.block) return { kind: 'block' };
  if (options.type === undefined) throw new CliUsageError('Укажите --type N (1–27) или --block');
  return { kind: 'type', type: z.object({ type: typeOption }).parse({ type: options.type }).type };
}
