import { systemClock } from '@ege/core/clock/clock';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Knex } from 'knex';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoreDeps } from '@ege/core/context/core-deps';
import { unavailableMessage } from '@ege/core/errors/database-unavailable';
import { createPostgresFileStorage } from '@ege/core/storage/postgres-file-storage';
import { startOrJoinEmbedded, type EmbeddedServer } from '@ege/db/embedded-server';
import { migrateLatest } from '@ege/db/migrate-latest';
import { connectKnex } from '@ege/db/open-database';
import type { HttpClient } from '@ege/tools/test/http-client';
import { signIn } from '@ege/tools/test/sign-in';
import { generousRateLimits } from '@ege/tools/test/test-app';
import { buildApp } from '../build-app';

// A PostgreSQL server of this file's own, so that it can be stopped and started under the app.
let dataDir: string;
let server: EmbeddedServer;
let db: Knex;
let app: FastifyInstance;
let student: HttpClient;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'ege-outage-'));
  server = await startOrJoinEmbedded(dataDir);
  db = connectKnex(server.connectionString);
  // knex prints every failed connection attempt; during this file's outages that is expected.
  db.client.logger.warn = () => {};
  await migrateLatest(db);
  const deps: CoreDeps = { db, tokenSecret: randomBytes(32).toString('hex'), storage: createPostgresFileStorage(db), rateLimits: generousRateLimits, clock: systemClock };
  app = await buildApp({ deps, publicUrl: 'http://localhost', secureCookies: false, logLevel: 'silent' });
  await deps.storage.save('tasks/000000000000-data.txt', Buffer.from('1 2 3'));
  student = await signIn({ app, deps, database: { db, url: server.connectionString, name: 'ege', close: async () => {} }, close: async () => {} }, 'student');
}, 120_000);

afterAll(async () => {
  await app?.close();
  await db?.destroy();
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const login = { username: 'nobody', password: 'wrong-password' };

/** One request of each edge: REST (session lookup, procedure), tRPC (fast path, its own handler), /media. */
const requests = (): Record<string, InjectOptions> => ({
  'REST profile': { method: 'GET', url: '/api/users/profile/', headers: { authorization: `Bearer ${student.access}` } },
  'REST login': { method: 'POST', url: '/api/users/login/', payload: login },
  'tRPC query': { method: 'GET', url: '/trpc/users.profile', headers: { authorization: `Bearer ${student.access}` } },
  'tRPC mutation': { method: 'POST', url: '/trpc/users.login', payload: login },
  media: { method: 'GET', url: '/media/tasks/000000000000-data.txt' },
});

const detailOf = (body: string): unknown => {
  const parsed = JSON.parse(body) as { detail?: string; error?: { data: { detail: string } } };
  return parsed.detail ?? parsed.error?.data.detail;
};

describe('a PostgreSQL outage under a running server', () => {
  it('answers 503 with Retry-After and the Russian message at every edge, and recovers without a restart', async () => {
    await server.stop();
    for (const [name, request] of Object.entries(requests())) {
      const answer = await app.inject(request);
      expect(answer.statusCode, `${name}: ${answer.body}`).toBe(503);
      expect(answer.headers['retry-after'], name).toBe('2');
      expect(detailOf(answer.body), name).toBe(unavailableMessage);
    }

    server = await startOrJoinEmbedded(dataDir);
    const expected: Record<string, number> = { 'REST profile': 200, 'REST login': 401, 'tRPC query': 200, 'tRPC mutation': 401, media: 200 };
    for (const [name, request] of Object.entries(requests())) {
      expect((await app.inject(request)).statusCode, name).toBe(expected[name]);
    }
  }, 60_000);

  it('a restart under load answers every request 200 or 503, never 500', async () => {
    const statuses: number[] = [];
    let running = true;
    const worker = async () => {
      while (running) statuses.push((await app.inject(requests()['REST profile']!)).statusCode);
    };
    const workers = [worker(), worker(), worker(), worker()];
    await new Promise((resolve) => setTimeout(resolve, 300));
    await server.stop();
    await new Promise((resolve) => setTimeout(resolve, 500));
    server = await startOrJoinEmbedded(dataDir);
    const restarted = statuses.length;
    await new Promise((resolve) => setTimeout(resolve, 300));
    running = false;
    await Promise.all(workers);

    const counts = Object.fromEntries([...new Set(statuses)].map((status) => [status, statuses.filter((s) => s === status).length]));
    expect(Object.keys(counts).sort(), JSON.stringify(counts)).toEqual(['200', '503']);
    expect(statuses.slice(restarted).every((status) => status === 200), JSON.stringify(counts)).toBe(true);
  }, 60_000);
});
