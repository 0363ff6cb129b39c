/** Where a run writes: process.stdout/stderr in the real CLI, string buffers in tests. */
export type CliOutput = { write(text: string): unknown; columns?: number | undefined };

/** Something shown while a slow step runs; returns the function that takes it away. */
export type ShowProgress = (target: string) => () => void;

export type CliIo = {
  env: Record<string, string | undefined>;
  stdout: CliOutput;
  stderr: CliOutput;
  showProgress?: ShowProgress | undefined;
};
