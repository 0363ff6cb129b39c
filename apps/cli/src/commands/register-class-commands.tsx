/** @jsxRuntime automatic */
import { writeFile } from 'node:fs/promises';
import { classReportInput, type ClassPeriod, type ClassReport } from '@ege/core/classes/class-schemas';
import { AppError } from '@ege/core/errors/app-error';
import type { Command } from 'commander';
import { withApiTarget, type RunApiJob } from '../api/api-job';
import { ClassCreated, ClassListView, ClassReportView, ExportWritten } from '../classes/class-views';
import { findClassByName } from '../classes/find-class-by-name';
import { CliUsageError } from '../errors/cli-errors';
import { findUsersByNames } from '../homework/find-users-by-names';
import { parseUsersOption } from '../homework/parse-users-file';

const reportFormats = ['table', 'csv', 'xlsx'] as const;
type ReportFormat = (typeof reportFormats)[number];

type ListOptions = { as?: string; server?: string; json?: boolean };
type CreateOptions = { as?: string; server?: string; name?: string; users?: string; json?: boolean };
type ReportOptions = { as?: string; server?: string; class?: string; period?: string; format?: string; output?: string };

/** What `ege class report` did: a report shown, a CSV on stdout, or a file written. */
type ReportResult = { kind: 'table'; report: ClassReport } | { kind: 'stdout' } | { kind: 'file'; path: string; bytes: number };

/** `ege class list | create | report`: a teacher's classes and a class's report, as on the class screen (issue 29). */
export function registerClassCommands(program: Command, runApiJob: RunApiJob): void {
  const classCommand = program.command('class').description('классы преподавателя: список, новый класс-список, отчёт класса (таблица, CSV, XLSX)');

  withApiTarget(classCommand.command('list'))
    .description('мои классы: id, вид (группа или список), учеников, название')
    .option('--json', 'вывести список в JSON')
    .action(async (options: ListOptions) => {
      await runApiJob({
        target: options,
        parse: () => null,
        run: async (api, _input, io) => {
          const list = await api.caller.classes.list();
          if (options.json) io.stdout.write(`${JSON.stringify(list, null, 2)}\n`);
          return list;
        },
        view: (list) => (options.json ? null : <ClassListView list={list} />),
      });
    });

  withApiTarget(classCommand.command('create'))
    .description('создать класс — свой список учеников (класс группы, которую вы ведёте, появляется сам)')
    .option('--name <название>', 'название класса, например 9А')
    .option('--users <имена>', 'ученики: имена пользователей через запятую')
    .option('--json', 'вывести класс в JSON')
    .action(async (options: CreateOptions) => {
      await runApiJob({
        labels: { name: '--name', student_ids: '--users' },
        target: options,
        parse: () => {
          if (options.name === undefined) throw new CliUsageError('Укажите --name <название> класса');
          return { name: options.name, names: options.users === undefined ? [] : parseUsersOption(options.users) };
        },
        run: async (api, input, io) => {
          const { found, missing } = await findUsersByNames(api, input.names);
          if (missing.length > 0) throw new AppError('NOT_FOUND', `Не найдены пользователи (${missing.length}): ${missing.join(', ')}. Класс не создан`);
          const made = await api.caller.classes.create({ name: input.name, student_ids: found.map((user) => user.id) });
          if (options.json) io.stdout.write(`${JSON.stringify(made, null, 2)}\n`);
          return made;
        },
        view: (made) => (options.json ? null : <ClassCreated made={made} />),
      });
    });

  withApiTarget(classCommand.command('report'))
    .description('отчёт класса за период: первые попытки по типам, прогноз, ДЗ, где застряли')
    .option('--class <название>', 'класс: название (регистр не важен) или id')
    .option('--period <дней>', 'период в днях по Москве: 7, 30 или 90 (по умолчанию 30)')
    .option('--format <формат>', 'table — в терминале (по умолчанию), csv — таблица учеников, xlsx — книга с листами')
    .option('--output <файл>', 'куда записать CSV или XLSX (CSV без него — в stdout, XLSX — в текущую папку под именем с сервера)')
    .addHelpText(
      'after',
      [
        '',
        'Примеры:',
        '  ege class report --as teacher --class 9А',
        '  ege class report --as teacher --class 9А --period 7 --format csv > 9a.csv',
        '  ege class report --as teacher --class 9А --period 90 --format xlsx --output 9a.xlsx',
      ].join('\n'),
    )
    .action(async (options: ReportOptions) => {
      await runApiJob({
        target: options,
        parse: (userPath) => {
          const format = parseFormat(options.format);
          if (options.class === undefined || options.class.trim() === '') throw new CliUsageError('Укажите --class <название>: отчёт какого класса показать');
          if (options.output !== undefined && format === 'table') throw new CliUsageError('--output — для --format csv или xlsx');
          return { name: options.class, period: parsePeriod(options.period), format, output: options.output === undefined ? undefined : userPath(options.output), userPath };
        },
        run: async (api, input, io): Promise<ReportResult> => {
          const found = findClassByName((await api.caller.classes.list()).classes, input.name);
          if (input.format === 'table') return { kind: 'table', report: await api.caller.classes.report({ id: found.id, period: input.period }) };
          const file = await api.caller.classes.exportReport({ id: found.id, period: input.period, format: input.format });
          const bytes = Buffer.from(file.base64, 'base64');
          if (input.format === 'csv' && input.output === undefined) {
            io.stdout.write(bytes.toString('utf8'));
            return { kind: 'stdout' };
          }
          const path = input.output ?? input.userPath(file.filename);
          await writeFile(path, bytes);
          return { kind: 'file', path, bytes: bytes.length };
        },
        view: (result) => (result.kind === 'table' ? <ClassReportView report={result.report} /> : result.kind === 'file' ? <ExportWritten path={result.path} bytes={result.bytes} /> : null),
      });
    });
}

function parseFormat(raw: string | undefined): ReportFormat {
  if (raw === undefined) return 'table';
  const format = raw.trim().toLowerCase();
  if (!(reportFormats as readonly string[]).includes(format)) throw new AppError('BAD_REQUEST', `--format: ${raw} — нет такого формата; есть table, csv и xlsx`);
  return format as ReportFormat;
}

function parsePeriod(raw: string | undefined): ClassPeriod {
  const parsed = classReportInput.shape.period.safeParse(raw);
  if (!parsed.success) throw new AppError('BAD_REQUEST', `--period: ${parsed.error.issues[0]?.message ?? 'Период — 7, 30 или 90 дней'}`);
  return parsed.data as ClassPeriod;
}
