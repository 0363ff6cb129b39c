import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(fileURLToPath(new URL('..', import.meta.url)), '../..');

/**
 * The real server on a build and a fresh data folder, for a measurement script: it answers once
 * `/api/users/register/status/` does (the first start migrates and seeds the demo bank).
 */
export async function startMeasuredServer(options: { dist: string; dataDir: string; port: string; env?: Record<string, string> }): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    // eslint-disable-next-line no-restricted-syntax -- the server this script starts gets its environment plus the measurement's settings
    env: { ...process.env, WEB_DIST: options.dist, PORT: options.port, DATA_DIR: options.dataDir, LOG_LEVEL: 'warn', ...options.env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}`);
    const up = await fetch(`http://localhost:${options.port}/api/users/register/status/`).then((response) => response.ok, () => false);
    if (up) return server;
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error('The server did not start in 3 minutes');
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(numbers: readonly number[]): number {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
