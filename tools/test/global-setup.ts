import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { migrateLatest } from '@ege/db/migrate-latest';
import { connectKnex } from '@ege/db/open-database';
import type {} from './provided-context';
import { databaseUrl, openTestServer, withAdminClient } from './test-server';


/** One throwaway, migrated template database per run; each test file clones its own from it. */
export default async function setup(project: TestProject) {
  const server = await openTestServer(process.env.TEST_DATABASE_URL);
  const template = `ege_test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await withAdminClient(server.adminUrl, (c) => c.query(`CREATE DATABASE ${template}`));
  const db = connectKnex(databaseUrl(server.adminUrl, template), 2);
  await migrateLatest(db);
  await db.destroy();
  project.provide('adminUrl', server.adminUrl);
  project.provide('templateDatabase', template);

  return async () => {
    const { rows } = await withAdminClient(server.adminUrl, (c) => c.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [`${template}%`]));
    // The template last (its clones are made from it), the clones over four connections: one after another,
    // the ~90 drops held the end of the run 15–40 s; side by side they take a few seconds.
    const names = rows.map((row) => row.datname).filter((name) => name !== template);
    await Promise.all(
      Array.from({ length: 4 }, () =>
        withAdminClient(server.adminUrl, async (c) => {
          for (let name = names.pop(); name !== undefined; name = names.pop()) await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        }),
      ),
    );
    await withAdminClient(server.adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`));
    await server.close();
  };
}
