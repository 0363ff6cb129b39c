/** @jsxRuntime automatic */
import { render } from 'ink';
import type { CliApi } from '../api/cli-api';
import { CliUsageError } from '../errors/cli-errors';
import { loadTrainerScreen, type TrainerTarget } from './load-trainer-screen';
import { TrainerApp, type TrainerSummary } from './trainer-app';

export const notATerminalMessage = 'ege train работает только в терминале: стандартный ввод и вывод должны быть терминалом';

type TrainerStreams = { stdin: NodeJS.ReadStream; stdout: NodeJS.WriteStream };

/**
 * Loads the first task (a failure here is an ordinary CLI error: no tasks of the type, not logged in),
 * then hands the terminal to the trainer until q or Ctrl-C. Ink gets Ctrl-C as a key in raw mode,
 * so the trainer unmounts itself and the command returns normally: the session is closed by the
 * caller and the exit code is 0.
 */
export async function runTrainer(api: CliApi, target: TrainerTarget, filesDir: string, streams: TrainerStreams): Promise<TrainerSummary> {
  if (!streams.stdin.isTTY || !streams.stdout.isTTY) throw new CliUsageError(notATerminalMessage);
  const first = await loadTrainerScreen(api, target, filesDir);
  if (first === null) throw new Error('the first pick has no current task to avoid');
  let summary: TrainerSummary = { solved: 0, experience: 0 };
  const instance = render(
    <TrainerApp api={api} target={target} filesDir={filesDir} first={first} onExit={(result) => (summary = result)} />,
    { stdin: streams.stdin, stdout: streams.stdout, stderr: process.stderr, exitOnCtrlC: false, patchConsole: false },
  );
  await instance.waitUntilExit();
  return summary;
}
