import { type Clock, systemClock } from '@ege/core/clock/clock';
import { randomBytes } from 'node:crypto';
import type { CoreDeps, RateLimits } from '@ege/core/context/core-deps';
import { createPostgresFileStorage, fileStoragePoolSize } from '@ege/core/storage/postgres-file-storage';
import { connectKnex } from '@ege/db/open-database';
import { buildApp } from '@ege/server/build-app';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase, type TestDatabase } from './test-database';

export const generousRateLimits: RateLimits = {
  loginPerIp: { limit: 10_000, windowSeconds: 60 },
  loginPerAccountAddress: { limit: 10_000, windowSeconds: 60 },
  loginPerAccount: { limit: 10_000, windowSeconds: 60 },
  registerPerIp: { limit: 10_000, windowSeconds: 60 },
};

export type TestApp = { app: FastifyInstance; deps: CoreDeps; database: TestDatabase; close(): Promise<void> };

/** The real server app on the file's own database, driven through app.inject(). */
export async function createTestApp(options: { rateLimits?: RateLimits; clock?: Clock } = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const filesDb = connectKnex(database.url, fileStoragePoolSize);
  const deps: CoreDeps = {
    db: database.db,
    tokenSecret: randomBytes(32).toString('hex'),
    storage: createPostgresFileStorage(filesDb),
    rateLimits: options.rateLimits ?? generousRateLimits,
    clock: options.clock ?? systemClock,
  };
  const app = await buildApp({ deps, publicUrl: 'http://localhost', secureCookies: false, logLevel: 'warn' });
  await app.ready();
  return {
    app,
    deps,
    database,
    async close() {
      await app.close();
      await filesDb.destroy();
      await database.close();
    },
  };
}
