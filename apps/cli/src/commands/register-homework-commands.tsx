/** @jsxRuntime automatic */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { AppError } from '@ege/core/errors/app-error';
import { homeworkStatuses, type HomeworkList, type HomeworkStatus } from '@ege/core/homework/homework-schemas';
import type { Command } from 'commander';
import { withApiTarget, type RunApiJob, type UserPath } from '../api/api-job';
import type { CliApi } from '../api/cli-api';
import type { CliIo } from '../cli-io';
import { CliUsageError } from '../errors/cli-errors';
import { findClassStudents } from '../homework/find-class-students';
import { findGroupMembers } from '../homework/find-group-members';
import { findUsersByNames, type NamedUser } from '../homework/find-users-by-names';
import { assignmentsOf, toListRow, toReportAssignment, toReportCsv, type HomeworkListRow, type HomeworkReport } from '../homework/homework-rows';
import { HomeworkAssignedView, HomeworkListView, HomeworkReportView, type HomeworkAssigned } from '../homework/homework-views';
import { parseExamWindow } from '../homework/parse-exam-window';
import { parseTaskCounts, tasksExample } from '../homework/parse-task-counts';
import { parseUsersFile, parseUsersOption, uniqueNames } from '../homework/parse-users-file';
import { readWholeHomework } from '../homework/read-whole-homework';

const statusList = homeworkStatuses.join('|');

type AssignOptions = {
  as?: string;
  server?: string;
  users?: string;
  usersFile?: string;
  group?: string;
  class?: string;
  tasks?: string;
  examOpens?: string;
  examCloses?: string;
  comment?: string;
  skipMissing?: boolean;
  json?: boolean;
};
type ListOptions = { as?: string; server?: string; user?: string; status?: string; json?: boolean };
type ReportOptions = { as?: string; server?: string; user?: string; json?: boolean; csv?: boolean };

/** `ege homework assign | list | report`: the server's homework, by script, as a teacher or an admin. */
export function registerHomeworkCommands(program: Command, runApiJob: RunApiJob): void {
  const homework = program.command('homework').description('домашние задания: выдать списку учеников, список, отчёт по ученику');

  withApiTarget(homework.command('assign'))
    .description('выдать ДЗ ученикам: задачи подбираются каждому отдельно, как на сайте (без решённых, блоки целиком)')
    .option('--users <имена>', 'имена пользователей через запятую')
    .option('--users-file <файл>', 'CSV со столбцом username (разделитель ; или ,) или по одному имени в строке')
    .option('--group <название>', 'всем участникам группы (кроме вас): открытой или вашей')
    .option('--class <название>', 'всем ученикам вашего класса (название в любом регистре или id)')
    .option('--tasks <типы>', `количества по типам, ${tasksExample}`)
    .option('--exam-opens <время>', 'вместо --tasks — пробный экзамен: начать можно с (МСК, "2026-12-01 10:00")')
    .option('--exam-closes <время>', 'пробный экзамен: начать можно до (МСК)')
    .option('--comment <текст>', 'комментарий к ДЗ (его увидит ученик)')
    .option('--skip-missing', 'выдать найденным, даже если часть имён не найдена')
    .option('--json', 'вывести результат в JSON')
    .addHelpText('after', ['', 'Примеры:', '  ege homework assign --as teacher --users ivanov,petrova --tasks "1:2,5:1,19-21:1,27:1" --comment "К пятнице"', '  ege homework assign --as teacher --users-file students.csv --tasks "8:3" --skip-missing', '  ege homework assign --as teacher --group "11А информатика" --tasks "27:1"', '  ege homework assign --as teacher --class 11А --tasks "5:1,17:1"', '  ege homework assign --as teacher --users ivanov --exam-opens "2026-12-01 10:00" --exam-closes "2026-12-03 22:00"'].join('\n'))
    .action(async (options: AssignOptions) => {
      await runApiJob({
        labels: { user_ids: '--users', tasks: '--tasks', comment: '--comment', 'exam.opens_at': '--exam-opens', 'exam.closes_at': '--exam-closes' },
        target: options,
        parse: (userPath) => parseAssignOptions(options, userPath),
        run: async (api, input, io) => {
          const { found, missing } =
            input.group !== undefined
              ? { found: await findGroupMembers(api, input.group), missing: [] }
              : input.className !== undefined
                ? { found: await findClassStudents(api, input.className), missing: [] }
                : await findUsersByNames(api, input.names);
          if (missing.length > 0 && !input.skipMissing) {
            throw new AppError('BAD_REQUEST', `Не найдены пользователи (${missing.length}): ${missing.join(', ')}. ДЗ не выдано никому; исправьте список или добавьте --skip-missing`);
          }
          if (found.length === 0) throw new AppError('NOT_FOUND', `Не найден ни один пользователь: ${missing.join(', ')}. ДЗ не выдано`);
          const assignments = await api.caller.homework.assign({
            user_ids: found.map((user) => user.id),
            ...(input.exam ? { exam: input.exam } : { tasks: input.tasks }),
            comment: input.comment,
          });
          const nameOf = new Map(found.map((user) => [user.id, user.username]));
          const result: HomeworkAssigned = {
            assigned: assignments.map((assignment) => ({
              username: nameOf.get(assignment.user_id) ?? String(assignment.user_id),
              user_id: assignment.user_id,
              homework_id: assignment.id,
              total: assignment.progress.total,
              tasks: assignment.tasks,
              exam: assignment.exam && { opens_at: assignment.exam.opens_at, closes_at: assignment.exam.closes_at },
            })),
            missing,
          };
          if (options.json) writeJson(io, result);
          return result;
        },
        view: (result) => (options.json ? null : <HomeworkAssignedView result={result} />),
      });
    });

  withApiTarget(homework.command('list'))
    .description('домашние задания учеников (без --user — свои): id, дата, статус, решено, комментарий')
    .option('--user <имена>', 'ученик (или несколько через запятую)')
    .option('--status <статус>', `только с этим статусом: ${statusList}`)
    .option('--json', 'вывести список в JSON')
    .action(async (options: ListOptions) => {
      await runApiJob({
        target: options,
        parse: () => ({ names: options.user === undefined ? [] : parseUserNames('--user', options.user), status: parseStatus(options.status) }),
        run: async (api, input, io) => {
          const rows: HomeworkListRow[] = [];
          for (const { user, list } of await listsOf(api, input.names)) {
            rows.push(...assignmentsOf(list).map((assignment) => toListRow(assignment, user.username)));
          }
          const shown = input.status ? rows.filter((row) => row.status === input.status) : rows;
          if (options.json) writeJson(io, shown);
          return shown;
        },
        view: (rows) => (options.json ? null : <HomeworkListView rows={rows} />),
      });
    });

  withApiTarget(homework.command('report'))
    .description('отчёт по ученику: задачи каждого ДЗ — решена ли, сколько попыток, сколько времени')
    .option('--user <имя>', 'ученик')
    .option('--json', 'вывести отчёт в JSON')
    .option('--csv', 'вывести отчёт в CSV: строка на задачу (solved 1/0, time_spent в секундах)')
    .action(async (options: ReportOptions) => {
      await runApiJob({
        target: options,
        parse: () => {
          if (options.user === undefined) throw new CliUsageError('Укажите --user <имя>: чей отчёт показать');
          if (options.json && options.csv) throw new CliUsageError('Укажите что-то одно: --json или --csv');
          const names = parseUserNames('--user', options.user);
          if (names.length > 1) throw new CliUsageError('--user: отчёт строится по одному ученику');
          return names;
        },
        run: async (api, names, io) => {
          const { user, list } = (await listsOf(api, names))[0]!;
          const report: HomeworkReport = { username: user.username, user_id: user.id, assignments: assignmentsOf(list).map(toReportAssignment) };
          if (options.json) writeJson(io, report);
          else if (options.csv) io.stdout.write(toReportCsv(report));
          return report;
        },
        view: (report) => (options.json || options.csv ? null : <HomeworkReportView report={report} />),
      });
    });
}

function parseAssignOptions(options: AssignOptions, userPath: UserPath) {
  const sources = [options.users, options.usersFile, options.group, options.class].filter((source) => source !== undefined).length;
  if (sources > 1) throw new CliUsageError('Укажите что-то одно: --users, --users-file, --group или --class');
  if (sources === 0) {
    throw new CliUsageError('Укажите учеников: --users ivanov,petrova, --users-file students.csv, --group "11А информатика" или --class 11А');
  }
  const exam = parseExamWindow(options.examOpens, options.examCloses, options.tasks);
  if (options.tasks === undefined && exam === null) throw new CliUsageError(`Укажите задания: ${tasksExample}`);
  const group = options.group?.trim();
  if (group === '') throw new CliUsageError('--group: укажите название группы');
  const className = options.class?.trim();
  if (className === '') throw new CliUsageError('--class: укажите название класса');
  const names =
    group !== undefined || className !== undefined ? [] : options.users !== undefined ? parseUsersOption(options.users) : parseUsersFile(readUsersFile(userPath(options.usersFile!)), basename(options.usersFile!));
  const tasks = exam === null ? parseTaskCounts(options.tasks!) : {};
  return { names, group, className, tasks, exam, comment: options.comment ?? '', skipMissing: options.skipMissing === true };
}

function readUsersFile(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    const reason = code === 'ENOENT' ? 'нет такого файла' : code === 'EISDIR' ? 'это папка' : code === 'EACCES' ? 'нет доступа' : String(error);
    throw new AppError('BAD_REQUEST', `Не удалось прочитать --users-file ${path}: ${reason}`);
  }
}

function parseUserNames(flag: string, text: string): string[] {
  const names = uniqueNames(text.split(',').map((name) => name.trim()).filter((name) => name !== ''));
  if (names.length === 0) throw new CliUsageError(`${flag}: укажите имя пользователя`);
  return names;
}

function parseStatus(status: string | undefined): HomeworkStatus | undefined {
  if (status === undefined) return undefined;
  if (!(homeworkStatuses as readonly string[]).includes(status)) {
    throw new AppError('BAD_REQUEST', `--status: ${status} — нет такого статуса; есть in_progress (в процессе), completed (выполнено), edited (изменено)`);
  }
  return status as HomeworkStatus;
}

/**
 * Each named user's homework; no names — the acting user's own. One's own name needs no lookup, so a
 * student may name themselves; anybody else's is the staff's lookup, and the server refuses a student.
 */
type WholeList = Pick<HomeworkList, 'active' | 'completed'>;

async function listsOf(api: CliApi, names: string[]): Promise<{ user: NamedUser; list: WholeList }[]> {
  const self = names.length === 0 || (names.length === 1 && names[0]!.toLowerCase() === api.username.toLowerCase());
  if (self) {
    const [profile, list] = await Promise.all([api.caller.users.me(), readWholeHomework(api)]);
    return [{ user: { id: profile.id, username: profile.username }, list }];
  }
  const { found, missing } = await findUsersByNames(api, names);
  if (missing.length > 0) throw new AppError('NOT_FOUND', `Пользователь не найден: ${missing.join(', ')}`);
  const lists: { user: NamedUser; list: WholeList }[] = [];
  for (const user of found) lists.push({ user, list: await readWholeHomework(api, user.id) });
  return lists;
}

/** --json: the data alone on stdout, for jq and scripts. */
function writeJson(io: CliIo, value: unknown): void {
  io.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}
