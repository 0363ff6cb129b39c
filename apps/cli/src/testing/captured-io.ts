import type { CliIo, CliOutput } from '../cli-io';

export type CapturedOutput = CliOutput & { readonly text: string };

function captureOutput(): CapturedOutput {
  let text = '';
  return {
    columns: 120,
    write: (chunk: string) => {
      text += chunk;
      return true;
    },
    get text() {
      return text;
    },
  };
}

/** A run's io with its output kept in strings, for tests. */
export function capturedIo(env: Record<string, string | undefined>): { io: CliIo; stdout: CapturedOutput; stderr: CapturedOutput } {
  const stdout = captureOutput();
  const stderr = captureOutput();
  return { io: { env, stdout, stderr }, stdout, stderr };
}
