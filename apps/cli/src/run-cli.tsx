/** @jsxRuntime automatic */
import { CommanderError } from 'commander';
import { readCliConfig, type CliConfig } from './cli-config';
import type { CliIo } from './cli-io';
import { translateCommanderMessage } from './commander-russian';
import { CliUsageError } from './errors/cli-errors';
import { exitCodes, failureOf, type FieldLabels } from './errors/exit-codes';
import { buildProgram, type CommandJob } from './program';
import { openCliSession, type CliSession } from './session/open-cli-session';
import { FailureReport } from './ui/failure-report';
import { printElement } from './ui/print-element';

const usageHint = 'Справка: ege --help, ege <команда> --help';

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
      const session = await openWithProgress(config, io);
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

  const program = buildProgram(runJob, {
    writeOut: (text) => io.stdout.write(text),
    writeErr: (text) => io.stderr.write(text),
    getOutHelpWidth: () => io.stdout.columns ?? 100,
    getErrHelpWidth: () => io.stderr.columns ?? 100,
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

async function openWithProgress(config: CliConfig, io: CliIo): Promise<CliSession> {
  const hide = io.showProgress?.(describeDatabase(config));
  try {
    return await openCliSession(config);
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
