import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { inject } from 'vitest';
import { connectKnex } from '@ege/db/open-database';
import type {} from './provided-context';
import { databaseUrl, withAdminClient } from './test-server';

export type TestDatabase = { db: Knex; url: string; name: string; close(): Promise<void> };

/** A fresh database cloned from the run's migrated template: a test file's own, dropped by the run. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('adminUrl');
  const template = inject('templateDatabase');
  const name = `${template}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(adminUrl, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const url = databaseUrl(adminUrl, name);
  const db = connectKnex(url);
  return { db, url, name, close: () => db.destroy() };
}

/** An empty database (no migrations) on the run's server, dropped with the run. */
export async function createEmptyDatabase(): Promise<{ url: string; name: string }> {
  const adminUrl = inject('adminUrl');
  const name = `${inject('templateDatabase')}_empty_${randomBytes(4).toString('hex')}`;
  await withAdminClient(adminUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  return { url: databaseUrl(adminUrl, name), name };
}
