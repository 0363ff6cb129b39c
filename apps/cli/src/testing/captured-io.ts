import { Readable } from 'node:stream';
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

/** A run's io with its output kept in strings, for tests; `stdin` is what the user pipes in. */
export function capturedIo(
  env: Record<string, string | undefined>,
  options: { stdin?: string } = {},
): { io: CliIo; stdout: CapturedOutput; stderr: CapturedOutput } {
  const stdout = captureOutput();
  const stderr = captureOutput();
  const stdin = options.stdin === undefined ? undefined : Readable.from([Buffer.from(options.stdin)]);
  return { io: { env, stdin, stdout, stderr }, stdout, stderr };
}
