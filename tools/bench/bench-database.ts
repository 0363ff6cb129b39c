import { randomBytes } from 'node:crypto';
import { chmod } from 'node:fs/promises';
import { join } from 'node:path';
import { startOrJoinEmbedded } from '@ege/db/embedded-server';
import { databaseUrl, withAdminClient } from '../test/test-server';

export type BenchDatabase = { url: string; close(): Promise<void> };

/**
 * A throwaway database: one created (and dropped) in the server at `adminUrl`, or else the
 * database of a fresh embedded server started in `workDir/postgres-data`.
 */
export async function openBenchDatabase(workDir: string, adminUrl: string | undefined): Promise<BenchDatabase> {
  if (!adminUrl) {
    // Run as root, the server runs as the `postgres` user, which has to pass through this folder.
    await chmod(workDir, 0o711);
    const server = await startOrJoinEmbedded(join(workDir, 'postgres-data'));
    return { url: server.connectionString, close: () => server.stop() };
  }
  const name = `ege_bench_${randomBytes(4).toString('hex')}`;
  await withAdminClient(adminUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  return {
    url: databaseUrl(adminUrl, name),
    close: () => withAdminClient(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {}),
  };
}
