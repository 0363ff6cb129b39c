import knex, { type Knex } from 'knex';
import pg from 'pg';
import { startOrJoinEmbedded } from './embedded-server';

// count(*) and bigint ids come back as numbers; our values stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export type Database = {
  db: Knex;
  connectionString: string;
  embedded: boolean;
  close(): Promise<void>;
};

export type OpenDatabaseOptions = {
  databaseUrl?: string | undefined;
  dataDir: string;
  poolMax?: number;
  log?: (line: string) => void;
};

/** The database named by DATABASE_URL, or else the embedded server in DATA_DIR (started or joined). */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const embedded = options.databaseUrl ? null : await startOrJoinEmbedded(options.dataDir, options.log);
  const connectionString = options.databaseUrl ?? embedded!.connectionString;
  const db = connectKnex(connectionString, options.poolMax);
  return {
    db,
    connectionString,
    embedded: embedded !== null,
    async close() {
      await db.destroy();
      if (embedded?.owned) await embedded.stop();
    },
  };
}

export function connectKnex(connectionString: string, poolMax = 10): Knex {
  return knex({ client: 'pg', connection: connectionString, pool: { min: 0, max: poolMax } });
}
