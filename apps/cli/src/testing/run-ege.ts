import { runCli } from '../run-cli';
import { capturedIo } from './captured-io';

export type EgeRun = { code: number; stdout: string; stderr: string };

/** One whole `ege` command line in-process, with this environment (and stdin), as a test sees it. */
export async function runEge(env: Record<string, string | undefined>, argv: readonly string[], stdin?: string): Promise<EgeRun> {
  const { io, stdout, stderr } = capturedIo(env, { stdin });
  const code = await runCli(argv, io);
  return { code, stdout: stdout.text, stderr: stderr.text };
}
