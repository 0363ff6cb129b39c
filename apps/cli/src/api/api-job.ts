import type { Command } from 'commander';
import type { ReactElement } from 'react';
import type { CliIo } from '../cli-io';
import type { FieldLabels } from '../errors/exit-codes';
import type { CliApi } from './cli-api';

/** Where a command acts: remote when --server (or EGE_SERVER) is given, else locally as --as. */
export type ApiTarget = { as?: string | undefined; server?: string | undefined };

/** A path typed on the command line as the user meant it: relative to the folder they typed it in. */
export type UserPath = (path: string) => string;

/**
 * One command that works through the API, in either mode: its options checked first, the work (which may
 * draw on the terminal itself, like a progress bar or the trainer), and what is printed at the end.
 */
export type ApiJob<I, T> = {
  labels?: FieldLabels;
  target: ApiTarget;
  /** Checks the options before anything opens; typed paths go through `userPath`. */
  parse(userPath: UserPath): I;
  run(api: CliApi, input: I, io: CliIo): Promise<T>;
  /** null: the work has shown everything already. */
  view(result: T): ReactElement | null;
};

export type RunApiJob = <I, T>(job: ApiJob<I, T>) => Promise<void>;

/** The two options every API command has. */
export function withApiTarget(command: Command): Command {
  return command
    .option('--as <имя>', 'локально: от имени этого пользователя (его роль и права)')
    .option('--server <адрес>', 'работать через сервер (после ege login), по умолчанию EGE_SERVER');
}
