import { readServerConfig } from '@ege/server/server-config';
import { startServer } from '@ege/server/start-server';
import type { CliApi } from '../api/cli-api';
import { openRemoteApi } from '../api/open-remote-api';
import { readCliConfig } from '../cli-config';
import { capturedIo } from './captured-io';
import { runEge } from './run-ege';

export type RemoteServer = { address: string; close(): Promise<void> };

/** The real server, as `npm start` runs it, on a test's database and data folder, at a free port; `env` adds settings (SEED_DEMO). */
export async function startRemoteServer(databaseUrl: string, dataDir: string, env: Record<string, string> = {}): Promise<RemoteServer> {
  const server = await startServer(readServerConfig({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'warn', WEB_DIST: dataDir, ...env }));
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.app.server.address() as { port: number };
  return { address: `http://127.0.0.1:${port}`, close: () => server.close() };
}

/** `ege login` as the user would run it (the password on stdin), then the API that commands get. */
export async function logInRemote(configDir: string, address: string, username: string, password: string): Promise<CliApi> {
  const login = await runEge({ EGE_CONFIG_DIR: configDir }, ['login', '--server', address, '--username', username, '--password-stdin'], `${password}\n`);
  if (login.code !== 0) throw new Error(`ege login failed (${login.code}): ${login.stderr}`);
  return openRemoteApi(address, readCliConfig({ EGE_CONFIG_DIR: configDir }), capturedIo({}).io);
}
