/** @jsxRuntime automatic */
import { roles } from '@ege/core/rules/roles';
import { createUserInput, setUserRoleInput } from '@ege/core/identity/user-schemas';
import { z } from '@ege/core/validation/z';
import { Command, type OutputConfiguration } from 'commander';
import type { ReactElement } from 'react';
import packageJson from '../package.json' with { type: 'json' };
import type { RunApiJob } from './api/api-job';
import { russianHelp } from './commander-russian';
import { createUser } from './commands/create-user';
import { getRegistration } from './commands/get-registration';
import { migrateDatabase } from './commands/migrate-database';
import { registerClassCommands } from './commands/register-class-commands';
import { registerExportCommands } from './commands/register-export-commands';
import { registerGenerateCommands } from './commands/register-generate-commands';
import { registerHomeworkCommands } from './commands/register-homework-commands';
import { registerImportCommands } from './commands/register-import-commands';
import { registerSessionCommands } from './commands/register-session-commands';
import { registerTrainCommands } from './commands/register-train-commands';
import { setRegistration } from './commands/set-registration';
import { setUserRole } from './commands/set-user-role';
import { CliUsageError } from './errors/cli-errors';
import type { RunConfigJob } from './config-job';
import type { FieldLabels } from './errors/exit-codes';
import type { CliSession } from './session/open-cli-session';
import { MigrationsApplied } from './ui/migrations-applied';
import { RegistrationState } from './ui/registration-state';
import { RoleChanged } from './ui/role-changed';
import { UserCreated } from './ui/user-created';

/** One command's work: its options checked before the database opens, the handler, the result's view. */
export type CommandJob<I, T> = {
  labels?: FieldLabels;
  /** Makes the database where there is none yet (ege db migrate); other commands refuse to. */
  createsDatabase?: boolean;
  parse(): I;
  run(session: CliSession, input: I): Promise<T>;
  view(result: T): ReactElement;
};

export type RunJob = <I, T>(job: CommandJob<I, T>) => Promise<void>;

/** How actions hand over their work: operator jobs on the local database, API jobs in either mode. */
export type CommandRunners = { runJob: RunJob; runApiJob: RunApiJob; runConfigJob: RunConfigJob };

const roleList = roles.join(', ');
const userLabels: FieldLabels = { username: '--username', email: '--email', password: '--password', role: '--role' };

const registrationArgument = z.object({
  state: z.enum(['on', 'off'], { error: 'Укажите on (открыть регистрацию) или off (закрыть)' }).optional(),
});

type UserOptions = { username?: string; email?: string; password?: string; role?: string };

/** The command tree; each action hands a job to `runJob`, which opens the database, runs it and prints. */
export function buildProgram({ runJob, runApiJob, runConfigJob }: CommandRunners, output: OutputConfiguration): Command {
  const program = new Command('ege');
  // Settings made before .command() are inherited by the subcommands; later ones are not.
  program
    .configureOutput(output)
    .description('Тренажер ЕГЭ по информатике в терминале: импорт и экспорт заданий, домашние задания, тренажер и команды оператора — локально или через сервер')
    .version(packageJson.version, '-V, --version', 'показать версию')
    .helpOption('-h, --help', 'показать справку')
    .helpCommand('help [команда]', 'показать справку по команде')
    .configureHelp(russianHelp)
    .showSuggestionAfterError(true)
    .exitOverride()
    .addHelpText(
      'after',
      [
        '',
        'Примеры:',
        '  ege db migrate',
        '  ege users create --username teacher2 --email t2@example.ru --password secret-pass-1 --role teacher',
        '  ege users set-role teacher2 admin',
        '  ege settings registration off',
        '  ege login --server https://ege.example.ru --username author1',
        '  ege train --type 5 --as student',
        '  ege import examples/task-bank --as author --dry-run',
        '  ege export ./bank --as author',
        '  ege generate --type 5 --count 100 ./gen-05',
        '  ege homework assign --as teacher --users-file students.csv --tasks "1:2,5:1,19-21:1" --comment "К пятнице"',
        '  ege class report --as teacher --class 9А --period 30 --format xlsx',
        '',
        'База: DATABASE_URL, иначе встроенная PostgreSQL в DATA_DIR (по умолчанию ./data);',
        'если сервер уже запущен на этой папке, команда подключается к его базе. Пути в командах и',
        'DATA_DIR считаются от папки, где набрана команда (для npm run ege — где вызван npm).',
        'Через сервер: ege login --server <адрес>, затем команды с --server <адрес> или EGE_SERVER;',
        'локально команды от имени пользователя требуют --as <имя>. Коды выхода: 0 — успех, 1 — вызов,',
        '2 — данные, 3 — вход и права, 4 — не найдено, 5 — конфликт, 6 — недоступен, 7 — сбой, 78 — настройка.',
      ].join('\n'),
    );

  const users = program.command('users').description('пользователи: создание и смена роли');

  users
    .command('create')
    .description('создать пользователя с любой ролью')
    .option('--username <имя>', 'имя пользователя (3–150 символов: буквы, цифры, @ . + - _)')
    .option('--email <адрес>', 'адрес электронной почты')
    .option('--password <пароль>', 'пароль (не менее 8 символов)')
    .option('--role <роль>', `роль: ${roleList} (по умолчанию student)`)
    .action(async (options: UserOptions) => {
      await runJob({
        labels: userLabels,
        parse: () => createUserInput.parse(options),
        run: createUser,
        view: (user) => <UserCreated user={user} />,
      });
    });

  users
    .command('set-role')
    .description('сменить роль пользователя')
    .argument('[имя]', 'имя пользователя (то же, что --username)')
    .argument('[роль]', `новая роль (то же, что --role): ${roleList}`)
    .option('--username <имя>', 'имя пользователя')
    .option('--role <роль>', `новая роль: ${roleList}`)
    .action(async (username: string | undefined, role: string | undefined, options: UserOptions) => {
      await runJob({
        labels: userLabels,
        parse: () =>
          setUserRoleInput.parse({
            username: eitherOf('--username', options.username, username),
            role: eitherOf('--role', options.role, role),
          }),
        run: setUserRole,
        view: (user) => <RoleChanged user={user} />,
      });
    });

  const settings = program.command('settings').description('настройки сайта');

  settings
    .command('registration')
    .description('открыть (on) или закрыть (off) регистрацию; без аргумента — показать, открыта ли она')
    .argument('[on|off]', 'on — открыть, off — закрыть')
    .action(async (state: string | undefined) => {
      await runJob({
        labels: { state: '<on|off>' },
        parse: () => registrationArgument.parse({ state }).state,
        run: async (session, wanted) => ({
          status: wanted === undefined ? await getRegistration(session) : await setRegistration(session, wanted === 'on'),
          changed: wanted !== undefined,
        }),
        view: ({ status, changed }) => <RegistrationState status={status} changed={changed} />,
      });
    });

  const db = program.command('db').description('база данных');

  db.command('migrate')
    .description('применить миграции схемы базы')
    .action(async () => {
      await runJob({
        createsDatabase: true,
        parse: () => undefined,
        run: (session) => migrateDatabase(session),
        view: (applied) => <MigrationsApplied applied={applied} />,
      });
    });

  registerExportCommands(program, runApiJob);
  registerGenerateCommands(program, runConfigJob);
  registerHomeworkCommands(program, runApiJob);
  registerClassCommands(program, runApiJob);
  registerImportCommands(program, runApiJob);
  registerSessionCommands(program, runConfigJob, runApiJob);
  registerTrainCommands(program, runApiJob);

  return program;
}

/** `set-role <имя> <роль>` and `set-role --username … --role …` mean the same; both at once must agree. */
function eitherOf(flag: string, fromOption: string | undefined, fromArgument: string | undefined): string | undefined {
  if (fromOption !== undefined && fromArgument !== undefined && fromOption !== fromArgument) {
    throw new CliUsageError(`${flag} и аргумент команды указывают разные значения: ${fromOption} и ${fromArgument}`);
  }
  return fromOption ?? fromArgument;
}
