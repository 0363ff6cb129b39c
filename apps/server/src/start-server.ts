import { systemClock } from '@ege/core/clock/clock';
import { loadTokenSecret } from '@ege/core/identity/load-token-secret';
import type { CoreDeps } from '@ege/core/context/core-deps';
import { copyLocalUploads } from '@ege/core/storage/copy-local-uploads';
import { createPostgresFileStorage, fileStoragePoolSize } from '@ege/core/storage/postgres-file-storage';
import { migrateLatest } from '@ege/db/migrate-latest';
import { connectKnex, openDatabase } from '@ege/db/open-database';
import { seedDemoAccounts, type DemoAccount } from '@ege/db/seed-demo-accounts';
import { seedDemoBank } from '@ege/db/seed-demo-bank';
import { seedDemoVariants } from '@ege/db/seed-demo-variants';
import { seedTheory } from '@ege/db/seed-theory';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './build-app';
import { completionDigestJob } from './completion-digest-job';
import { taskFlagsJob } from './task-flags-job';
import { bundledTheoryDir } from './http/bundled-theory-dir';
import { overdueExamsJob } from './overdue-exams-job';
import { scheduleCleanups } from './schedule-cleanups';
import { weeklyQuestJob } from './weekly-quest-job';
import { startJobQueue } from './start-job-queue';
import type { ServerConfig } from './server-config';

export type RunningServer = {
  app: FastifyInstance;
  deps: CoreDeps;
  embedded: boolean;
  seeded: DemoAccount[];
  bank: { tasks: number; blocks: number };
  /** Files found in DATA_DIR/uploads (before decision 019) and copied into the shared storage at this start. */
  copiedUploads: number;
  close(): Promise<void>;
};

/** Opens the database, migrates, seeds where allowed and builds the app (not yet listening). */
export async function startServer(
  config: ServerConfig,
  options: { webDist?: string; log?: (line: string) => void } = {},
): Promise<RunningServer> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, log: options.log });
  const filesDb = connectKnex(database.connectionString, fileStoragePoolSize);
  const closeDatabase = async () => {
    await filesDb.destroy();
    await database.close();
  };
  try {
    await migrateLatest(database.db);
    const deps: CoreDeps = {
      db: database.db,
      tokenSecret: await loadTokenSecret(config.dataDir, config.tokenSecret),
      storage: createPostgresFileStorage(filesDb),
      rateLimits: config.rateLimits,
      clock: systemClock,
    };
    const copiedUploads = await copyLocalUploads(join(config.dataDir, 'uploads'), deps.storage);
    // Demo content goes into the embedded default only, or anywhere when asked for with SEED_DEMO.
    const seedDemo = database.embedded || config.seedDemo;
    const seeded = seedDemo ? await seedDemoAccounts(database.db) : [];
    const bank = seedDemo ? await seedDemoBank(database.db, deps.storage) : { tasks: 0, blocks: 0 };
    // A guest's landing shows public variants on a fresh install too (issue 26).
    if (seedDemo) await seedDemoVariants(deps);
    // Theory is the product's own content, not demo data: every database gets it (decision 029).
    await seedTheory(database.db, bundledTheoryDir(options.webDist));
    const app = await buildApp({
      deps,
      publicUrl: config.publicUrl,
      secureCookies: config.secureCookies,
      webDist: options.webDist,
      logLevel: config.logLevel,
      trustProxy: config.trustProxy,
    });
    const stopCleanups = scheduleCleanups(database.db, app.log);
    const stopJobs = await startJobQueue(deps, database.connectionString, app.log, [weeklyQuestJob, overdueExamsJob, completionDigestJob, taskFlagsJob]);
    return {
      app,
      deps,
      embedded: database.embedded,
      seeded,
      bank,
      copiedUploads,
      async close() {
        stopCleanups();
        await stopJobs().catch(() => undefined);
        await app.close();
        await closeDatabase();
      },
    };
  } catch (error) {
    await closeDatabase();
    throw error;
  }
}
