import { systemClock } from '@ege/core/clock/clock';
import { defaultRateLimits, type CoreDeps } from '@ege/core/context/core-deps';
import { createPostgresFileStorage, fileStoragePoolSize } from '@ege/core/storage/postgres-file-storage';
import { connectKnex } from '@ege/db/open-database';
import { buildApp } from '@ege/server/build-app';
import { readChildSettings, serveChild } from './child-server';

// The real app, assembled as apps/server/src/start-server.ts does, minus migrations and seeding.
const settings = readChildSettings();
const db = connectKnex(settings.databaseUrl, settings.poolSize);
const filesDb = connectKnex(settings.databaseUrl, fileStoragePoolSize);
const deps: CoreDeps = {
  db,
  tokenSecret: settings.tokenSecret,
  storage: createPostgresFileStorage(filesDb),
  // The generated-task and guest-check rows ask thousands of times from one user and one address: their
  // limiters still run, unreached.
  rateLimits: { ...defaultRateLimits, generateTask: { limit: 1_000_000, windowSeconds: 60 }, guestCheck: { limit: 1_000_000, windowSeconds: 60 } },
  clock: systemClock,
};
const app = await buildApp({ deps, publicUrl: 'http://127.0.0.1', secureCookies: false, logLevel: 'warn' });
await serveChild(app, async () => {
  await filesDb.destroy();
  await db.destroy();
});
