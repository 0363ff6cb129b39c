import type { ReactElement } from 'react';
import type { CliConfig } from './cli-config';
import type { CliIo } from './cli-io';
import type { FieldLabels } from './errors/exit-codes';

/**
 * A command that needs only the configuration and the terminal, no database and no API session:
 * `ege login` and `ege logout` (they make and end the session).
 */
export type ConfigJob<I, T> = {
  labels?: FieldLabels;
  parse(): I;
  run(input: I, config: CliConfig, io: CliIo): Promise<T>;
  /** null: nothing more to print. */
  view(result: T): ReactElement | null;
};

export type RunConfigJob = <I, T>(job: ConfigJob<I, T>) => Promise<void>;
