import { systemClock } from '@ege/core/clock/clock';
import { createCaller } from '@ege/api/app-router';
import type { ApiContext } from '@ege/api/context';
import { loadTokenSecret } from '@ege/core/identity/load-token-secret';
import { findAuthUserByName } from '@ege/core/identity/find-auth-user-by-name';
import { defaultRateLimits, type CoreDeps } from '@ege/core/context/core-deps';
import { createPostgresFileStorage, fileStoragePoolSize } from '@ege/core/storage/postgres-file-storage';
import { hasEmbeddedDatabase } from '@ege/db/embedded-server';
import { connectKnex, openDatabase } from '@ege/db/open-database';
import type { Knex } from 'knex';
import type { CliApi } from '../api/cli-api';
import { createLocalApi } from '../api/create-local-api';
import { noCookies } from '../api/no-cookies';
import type { CliConfig } from '../cli-config';
import { DatabaseUnavailableError } from '../errors/cli-errors';
import { missingDatabaseError } from './missing-database';

export type AppCaller = ReturnType<typeof createCaller>;

/** What a command handler gets: the router's caller as the local operator, and the database itself. */
export type CliSession = {
  caller: AppCaller;
  db: Knex;
  embedded: boolean;
  /** The API as the user named by --as: their role, their rules. */
  actAs(username: string): Promise<CliApi>;
  close(): Promise<void>;
};

/** The same context REST and tRPC build, with the local operator as the actor: every role rule passes. */
export function createCliContext(deps: CoreDeps): ApiContext {
  return { deps, actor: { kind: 'system' }, ip: 'cli', cookies: noCookies, files: new Map() };
}

const openSessions = new Set<CliSession>();

/**
 * Opens DATABASE_URL's database, or starts the embedded PostgreSQL in DATA_DIR, or joins the one the
 * running server started there (then close() leaves it running). Only `create` (ege db migrate) makes a
 * database where there is none, or opens one without the schema.
 */
export async function openCliSession(config: CliConfig, options: { create?: boolean } = {}): Promise<CliSession> {
  // An empty folder would get a second, empty database beside the one the running server uses.
  if (!config.databaseUrl && !options.create && !hasEmbeddedDatabase(config.dataDir)) throw missingDatabaseError(config, 'folder');
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolMax: 5 });
  keepKnexWarningsOffStdout(database.db);
  const filesDb = connectKnex(database.connectionString, fileStoragePoolSize);
  keepKnexWarningsOffStdout(filesDb);
  const closeDatabase = async () => {
    await filesDb.destroy();
    await database.close();
  };
  try {
    // knex connects lazily; connect now so that an unreachable database fails under the spinner, with its own message.
    await database.db.raw('SELECT 1').catch((error: unknown) => {
      throw new DatabaseUnavailableError(error);
    });
    if (!options.create && !(await database.db.schema.hasTable('knex_migrations'))) throw missingDatabaseError(config, 'schema');
    const deps: CoreDeps = {
      db: database.db,
      tokenSecret: await loadTokenSecret(config.dataDir, config.tokenSecret),
      storage: createPostgresFileStorage(filesDb),
      rateLimits: defaultRateLimits,
      clock: systemClock,
    };
    let closed = false;
    const session: CliSession = {
      caller: createCaller(createCliContext(deps)),
      db: database.db,
      embedded: database.embedded,
      actAs: async (username) => createLocalApi(deps, await findAuthUserByName(database.db, username)),
      async close() {
        if (closed) return;
        closed = true;
        openSessions.delete(session);
        await closeDatabase();
      },
    };
    openSessions.add(session);
    return session;
  } catch (error) {
    await closeDatabase();
    throw error;
  }
}

/**
 * knex prints its warnings with console.log, that is on stdout, which the CLI keeps for results. A failed
 * connection is reported by the CLI itself (DatabaseUnavailableError); other warnings go to stderr.
 */
function keepKnexWarningsOffStdout(db: Knex): void {
  db.client.logger.warn = (message: unknown) => {
    if (typeof message === 'string' && message.startsWith('Acquire connection error')) return;
    console.error(message);
  };
}

/** For Ctrl-C: an embedded server this process started must not outlive it. */
export async function closeOpenSessions(): Promise<void> {
  await Promise.allSettled([...openSessions].map((session) => session.close()));
}
