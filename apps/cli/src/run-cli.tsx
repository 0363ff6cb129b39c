/** @jsxRuntime automatic */
import { CommanderError } from 'commander';
import type { ApiJob } from './api/api-job';
import { openRemoteApi } from './api/open-remote-api';
import { readCliConfig, resolveUserPath, type CliConfig } from './cli-config';
import type { ConfigJob } from './config-job';
import type { CliIo } from './cli-io';
import { translateCommanderMessage } from './commander-russian';
import { CliUsageError } from './errors/cli-errors';
import { exitCodes, failureOf, type FieldLabels } from './errors/exit-codes';
import { buildProgram, type CommandJob } from './program';
import { openCliSession, type CliSession } from './session/open-cli-session';
import { FailureReport } from './ui/failure-report';
import { columnsOf, printElement } from './ui/print-element';

const usageHint = 'Справка: ege --help, ege <команда> --help';
export const missingAsMessage = 'Укажите --as <имя>: от чьего имени работать с локальной базой (или --server <адрес> после ege login)';
export const remoteAsMessage = '--as действует только локально: через сервер команда работает от имени вошедшего пользователя (ege login)';

/** Runs one command line and returns the exit code; writes only to io, reads only io.env. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  let exitCode: number = exitCodes.ok;
  let config: CliConfig | undefined;

  const report = (error: unknown, labels?: FieldLabels, hint?: string) => {
    const failure = failureOf(error, labels);
    exitCode = failure.exitCode;
    printElement(io.stderr, <FailureReport failure={failure} hint={hint} />);
  };

  const runJob = async <I, T>(job: CommandJob<I, T>): Promise<void> => {
    try {
      const input = job.parse();
      config ??= readCliConfig(io.env);
      const session = await openWithProgress(config, io, job.createsDatabase);
      let result: T;
      try {
        result = await job.run(session, input);
      } finally {
        await session.close();
      }
      printElement(io.stdout, job.view(result));
    } catch (error) {
      report(error, job.labels);
    }
  };

  const runApiJob = async <I, T>(job: ApiJob<I, T>): Promise<void> => {
    try {
      const current = (config ??= readCliConfig(io.env));
      const input = job.parse((path) => resolveUserPath(current, path));
      const server = job.target.server ?? current.server;
      let result: T;
      if (server !== undefined) {
        if (job.target.as !== undefined) throw new CliUsageError(remoteAsMessage);
        result = await job.run(await openRemoteApi(server, current, io), input, io);
      } else {
        if (job.target.as === undefined) throw new CliUsageError(missingAsMessage);
        const session = await openWithProgress(current, io);
        try {
          result = await job.run(await session.actAs(job.target.as), input, io);
        } finally {
          await session.close();
        }
      }
      const element = job.view(result);
      if (element) printElement(io.stdout, element);
    } catch (error) {
      report(error, job.labels);
    }
  };

  const runConfigJob = async <I, T>(job: ConfigJob<I, T>): Promise<void> => {
    try {
      const input = job.parse();
      config ??= readCliConfig(io.env);
      const element = job.view(await job.run(input, config, io));
      if (element) printElement(io.stdout, element);
    } catch (error) {
      report(error, job.labels);
    }
  };

  const program = buildProgram({ runJob, runApiJob, runConfigJob }, {
    writeOut: (text) => io.stdout.write(text),
    writeErr: (text) => io.stderr.write(text),
    getOutHelpWidth: () => columnsOf(io.stdout),
    getErrHelpWidth: () => columnsOf(io.stderr),
    // Commander's own errors are reported below, in Russian and in red, like every other error.
    outputError: () => {},
  });

  try {
    await program.parseAsync([...argv], { from: 'user' });
  } catch (error) {
    if (!(error instanceof CommanderError)) {
      report(error);
    } else if (error.code === 'commander.help') {
      // A group without its subcommand (`ege users`): the help went to stderr already.
      exitCode = exitCodes.usage;
    } else if (error.exitCode === 0) {
      exitCode = exitCodes.ok;
    } else {
      report(new CliUsageError(translateCommanderMessage(error.message)), undefined, usageHint);
    }
  }
  return exitCode;
}

async function openWithProgress(config: CliConfig, io: CliIo, create = false): Promise<CliSession> {
  const hide = io.showProgress?.(describeDatabase(config));
  try {
    return await openCliSession(config, { create });
  } finally {
    hide?.();
  }
}

/** Where the command goes, without the password of DATABASE_URL. */
export function describeDatabase(config: CliConfig): string {
  if (!config.databaseUrl) return `встроенная PostgreSQL в ${config.dataDir}`;
  try {
    const url = new URL(config.databaseUrl);
    return `${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}
