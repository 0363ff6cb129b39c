import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const serverModule = fileURLToPath(new URL('./embedded-server.ts', import.meta.url));

// A process that started and stopped an embedded server, then ends by running out of work, keeps
// the exit code it set: the test runner's way to report a failed test.
it('a process that used the embedded server keeps its exit code', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'ege-exit-code-'));
  try {
    const script = `
      const { startOrJoinEmbedded } = await import(${JSON.stringify(serverModule)});
      const server = await startOrJoinEmbedded(${JSON.stringify(dir)});
      await server.stop();
      process.exitCode = 3;`;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8', timeout: 60_000 });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(3);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
