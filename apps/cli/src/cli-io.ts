/** Where a run writes: process.stdout/stderr in the real CLI, string buffers in tests. */
export type CliOutput = { write(text: string): unknown; columns?: number | undefined };

/** Something shown while a slow step runs; returns the function that takes it away. */
export type ShowProgress = (target: string) => () => void;

/** Where a run reads what the user types: the password of `ege login`, `--password-stdin`. */
export type CliInput = NodeJS.ReadableStream & { isTTY?: boolean | undefined; setRawMode?: ((mode: boolean) => unknown) | undefined };

export type CliIo = {
  env: Record<string, string | undefined>;
  /** process.stdin in the real CLI; absent in tests that type nothing. */
  stdin?: CliInput | undefined;
  stdout: CliOutput;
  stderr: CliOutput;
  showProgress?: ShowProgress | undefined;
};
