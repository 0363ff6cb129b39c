import { spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';

/** What the user does at the keyboard: wait until the screen shows `waitFor`, then type `type`. */
export type TerminalStep = { waitFor: string; type: string };

export type TerminalRun = { code: number | null; output: string };

/**
 * A command on a real pseudo-terminal (util-linux `script`, part of every Debian), for the commands
 * that ask on a terminal (`ege login`) or draw on one (`ege train`): driven as a user drives them.
 */
export async function runInTerminal(
  argv: readonly string[],
  options: { cwd: string; env: Record<string, string>; steps: readonly TerminalStep[]; timeoutMs?: number },
): Promise<TerminalRun> {
  const command = `stty cols 100 rows 40; exec ${argv.map(quoteForShell).join(' ')}`;
  const child = spawn('script', ['--quiet', '--return', '--command', command, '/dev/null'], {
    cwd: options.cwd,
    env: { ...options.env, SHELL: '/bin/sh', TERM: 'xterm-256color' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  // A key typed as the command ends would otherwise be an unhandled EPIPE.
  child.stdin.on('error', () => {});
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve(code));
  });
  const screen = () => stripVTControlCharacters(output);
  const deadline = Date.now() + (options.timeoutMs ?? 45_000);
  try {
    let seen = 0;
    for (const step of options.steps) {
      while (screen().indexOf(step.waitFor, seen) < 0) {
        if (child.exitCode !== null) throw new Error(`exited (${child.exitCode}) before showing ${JSON.stringify(step.waitFor)}`);
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${JSON.stringify(step.waitFor)}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      seen = screen().indexOf(step.waitFor, seen) + step.waitFor.length;
      child.stdin.write(step.type);
    }
    const timer = setTimeout(() => child.kill('SIGKILL'), Math.max(0, deadline - Date.now()));
    const code = await exited;
    clearTimeout(timer);
    return { code, output: screen() };
  } catch (error) {
    child.kill('SIGKILL');
    await exited;
    throw new Error(`${(error as Error).message}; the terminal showed:\n${screen()}`, { cause: error });
  }
}

function quoteForShell(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}
