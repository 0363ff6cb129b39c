import { fork } from 'node:child_process';
import { once } from 'node:events';
import type { FastifyInstance } from 'fastify';

/** What the parent hands a server process; they share the database, not the event loop. */
export type ChildSettings = { databaseUrl: string; tokenSecret: string; mediaDir: string; poolSize: number };

export type ChildServer = { url: string; stop(): Promise<void> };

const settingsVariable = 'BENCH_CHILD_SETTINGS';

/** Forks `script` (run through tsx) and resolves once it listens on loopback. */
export async function startChildServer(script: string, settings: ChildSettings, execArgv: string[] = []): Promise<ChildServer> {
  const child = fork(script, [], {
    execArgv: ['--import', 'tsx', ...execArgv],
    env: { ...process.env, [settingsVariable]: JSON.stringify(settings) },
  });
  const exited = once(child, 'exit');
  const [message] = (await Promise.race([
    once(child, 'message'),
    exited.then(([code]) => Promise.reject(new Error(`${script} exited with ${code} before listening`))),
  ])) as [{ port: number }];
  return {
    url: `http://127.0.0.1:${message.port}`,
    async stop() {
      // Disconnecting asks the child to close; it also happens by itself if this process dies.
      if (child.connected) child.disconnect();
      await exited;
    },
  };
}

export function readChildSettings(): ChildSettings {
  const raw = process.env[settingsVariable];
  if (!raw) throw new Error(`${settingsVariable} is not set: this script is started by run-bench.ts`);
  return JSON.parse(raw) as ChildSettings;
}

/** The child's side: listens on a free loopback port, reports it, and closes when the parent lets go. */
export async function serveChild(app: FastifyInstance, close: () => Promise<void>): Promise<void> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('No TCP address');
  process.once('disconnect', () => {
    void app
      .close()
      .then(close)
      .finally(() => process.exit(0));
  });
  process.send!({ port: address.port });
}
