// Runs the integration suite on the embedded PostgreSQL, then again on TEST_DATABASE_URL's server when set.
import { spawnSync } from 'node:child_process';

const extra = process.argv.slice(2);
const backends = [['embedded PostgreSQL', { ...process.env, TEST_DATABASE_URL: '' }]];
if (process.env.TEST_DATABASE_URL) backends.push([`TEST_DATABASE_URL`, process.env]);

for (const [name, env] of backends) {
  console.log(`\n▶ integration tests on ${name}`);
  const run = spawnSync('npx', ['vitest', 'run', '--project', 'integration', ...extra], { stdio: 'inherit', env });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
