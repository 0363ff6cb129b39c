// The .tsx files carry `@jsxRuntime automatic`: tsx reads the tsconfig of the folder it is started from,
// and `node --import tsx apps/cli/src/main.ts` from the repo root would otherwise compile JSX for a global React.
import { runCli } from './run-cli';
import { closeOpenSessions } from './session/open-cli-session';
import { spinnerOn } from './ui/show-progress';

// Ctrl-C while the embedded database runs: stop it (when this process started it) before leaving.
for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]] as const) {
  process.once(signal, () => {
    void closeOpenSessions().finally(() => process.exit(code));
  });
}

const exitCode = await runCli(process.argv.slice(2), {
  env: process.env,
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  showProgress: process.stderr.isTTY ? spinnerOn(process.stderr) : undefined,
});

// The database is closed by now; exit even if a library left a timer or a socket behind.
await Promise.all([flush(process.stdout), flush(process.stderr)]);
process.exit(exitCode);

function flush(stream: NodeJS.WriteStream): Promise<void> {
  return new Promise((resolve) => stream.write('', () => resolve()));
}
