import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startOrJoinEmbedded, type EmbeddedServer } from '@ege/db/embedded-server';

/**
 * The PostgreSQL server the integration suite runs on: TEST_DATABASE_URL's when set, else an
 * embedded server in a temporary folder. Returns a URL of its maintenance database.
 */
export async function openTestServer(testDatabaseUrl: string | undefined): Promise<{ adminUrl: string; close(): Promise<void> }> {
  if (testDatabaseUrl) return { adminUrl: testDatabaseUrl, close: async () => {} };
  const dir = await mkdtemp(join(tmpdir(), 'ege-test-pg-'));
  const server: EmbeddedServer = await startOrJoinEmbedded(dir);
  return {
    adminUrl: server.connectionString,
    async close() {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function withAdminClient<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client(adminUrl);
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
