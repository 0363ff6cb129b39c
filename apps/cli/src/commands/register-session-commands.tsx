/** @jsxRuntime automatic */
import type { Profile } from '@ege/core/identity/user-schemas';
import type { Command } from 'commander';
import { withApiTarget, type RunApiJob } from '../api/api-job';
import type { CliConfig } from '../cli-config';
import type { CliIo } from '../cli-io';
import type { RunConfigJob } from '../config-job';
import { CliUsageError } from '../errors/cli-errors';
import { credentialsPath, findLogin, removeLogin, saveLogin } from '../remote/credential-store';
import { promptLine, promptSecret, readLine } from '../remote/read-input';
import { logIn, logOut } from '../remote/remote-connection';
import { normalizeServer } from '../remote/server-address';
import { LoggedIn, LoggedOut, WhoAmIView, type WhoAmI } from '../ui/session-views';

export const serverMissingMessage = 'Укажите сервер: --server <адрес> или переменная EGE_SERVER';
export const usernameMissingMessage = 'Укажите --username <имя>: без терминала имя не спросить';
export const passwordMissingMessage = 'Пароль вводится на терминале; в сценариях передайте его на stdin с --password-stdin';
export const emptyPasswordMessage = 'Пароль не получен: stdin пуст';

type LoginOptions = { server?: string; username?: string; passwordStdin?: boolean };

/** `ege login`, `ege logout`, `ege whoami`: the session of remote mode. */
export function registerSessionCommands(program: Command, runConfigJob: RunConfigJob, runApiJob: RunApiJob): void {
  program
    .command('login')
    .description('войти на сервер: токены сохраняются в папке настроек (удалённый режим)')
    .option('--server <адрес>', 'адрес сервера, по умолчанию EGE_SERVER')
    .option('--username <имя>', 'имя пользователя (без него — спросить)')
    .option('--password-stdin', 'прочитать пароль из первой строки stdin (для сценариев)')
    .action(async (options: LoginOptions) => {
      await runConfigJob({
        parse: () => options,
        run: logInAs,
        view: ({ user, server, file }) => <LoggedIn user={user} server={server} file={file} />,
      });
    });

  program
    .command('logout')
    .description('выйти с сервера: токен отзывается, сохранённый вход удаляется')
    .option('--server <адрес>', 'адрес сервера, по умолчанию EGE_SERVER')
    .action(async (options: { server?: string }) => {
      await runConfigJob({
        parse: () => options,
        run: async (input, config) => {
          const server = serverOf(input.server, config);
          const login = await findLogin(config.configDir, server);
          let serverError: string | undefined;
          if (login) {
            // The local login goes in any case: an unreachable server must not keep the user "logged in".
            await logOut(login).catch((error: unknown) => {
              serverError = error instanceof Error ? error.message : String(error);
            });
            await removeLogin(config.configDir, server);
          }
          return { server, wasLoggedIn: login !== undefined, serverError };
        },
        view: (result) => <LoggedOut {...result} />,
      });
    });

  withApiTarget(program.command('whoami').description('показать режим, сервер и пользователя, от имени которого работают команды')).action(
    async (options: { as?: string; server?: string }) => {
      await runApiJob({
        target: options,
        parse: () => undefined,
        run: async (api): Promise<WhoAmI> => ({ mode: api.mode, server: api.server, user: (await api.caller.users.me()) as Profile }),
        view: (who) => <WhoAmIView who={who} />,
      });
    },
  );
}

function serverOf(option: string | undefined, config: CliConfig): string {
  const server = option ?? config.server;
  if (server === undefined) throw new CliUsageError(serverMissingMessage);
  return normalizeServer(server);
}

async function logInAs(options: LoginOptions, config: CliConfig, io: CliIo) {
  const server = serverOf(options.server, config);
  const stdin = io.stdin;
  const terminal = stdin?.isTTY === true ? { ...io, stdin } : undefined;
  let username = options.username;
  if (username === undefined) {
    if (!terminal || options.passwordStdin) throw new CliUsageError(usernameMissingMessage);
    username = (await promptLine(terminal, 'Имя пользователя: ')).trim();
  }
  let password: string;
  if (options.passwordStdin) {
    if (!stdin) throw new CliUsageError(emptyPasswordMessage);
    password = await readLine(stdin);
    if (password === '') throw new CliUsageError(emptyPasswordMessage);
  } else {
    if (!terminal) throw new CliUsageError(passwordMissingMessage);
    password = await promptSecret(terminal, 'Пароль: ');
  }
  const { login, user } = await logIn(server, username, password);
  await saveLogin(config.configDir, login);
  return { user, server, file: credentialsPath(config.configDir) };
}
