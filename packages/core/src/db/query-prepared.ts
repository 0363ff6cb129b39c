import type { Knex } from 'knex';

type PgConnection = { query<T>(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: T[] }> };

/**
 * Runs a named prepared statement ($1, $2, … placeholders) on one of knex's pooled pg connections,
 * without knex's query runner: for the statement every authenticated request sends (decision 079),
 * where binding, formatting and the runner's events cost as much CPU as pg itself. The pool, and
 * with it the connection's error handling and the database-unavailable mapping, stay knex's.
 */
export async function queryPrepared<T>(db: Knex, name: string, text: string, values: readonly unknown[]): Promise<T[]> {
  const client = db.client as { acquireConnection(): Promise<PgConnection>; releaseConnection(connection: PgConnection): Promise<unknown> };
  const connection = await client.acquireConnection();
  try {
    return (await connection.query<T>({ name, text, values: [...values] })).rows;
  } finally {
    await client.releaseConnection(connection);
  }
}
