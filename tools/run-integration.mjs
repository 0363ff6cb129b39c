// Runs the integration suite once. With TEST_DATABASE_URL (CI sets it when the machine's PostgreSQL
// answers) the whole suite runs on that server with several vitest workers: it waits on PostgreSQL more
// than it computes, and every file clones its own database. The embedded server then runs its own tests
// and a smoke sample of the suite on itself. Without TEST_DATABASE_URL the whole suite runs embedded.
import { spawn } from 'node:child_process';

const extra = process.argv.slice(2);
const workers = process.env.INTEGRATION_WORKERS ?? '3';

// The embedded server's own behaviour (start, a second process joining, an outage, a missing server) and
// one file of each kind of work on it: migrations, the seeds, the trainer, variants, the rehearsal, the
// ledger under concurrency, the job queue and the CLI. Not embedded-start.int.test.ts: its servers start
// an embedded PostgreSQL in their own DATA_DIR whatever the backend, so the first run already ran it as is.
const embeddedSmoke = [
  'db/src/embedded-server.int.test.ts',
  'db/src/migrate-latest.int.test.ts',
  'db/src/seed-demo-bank.int.test.ts',
  'apps/server/src/tests/concurrent-start.int.test.ts',
  'apps/server/src/tests/database-outage.int.test.ts',
  'apps/server/src/tests/tasks.int.test.ts',
  'apps/server/src/tests/variants-finish.int.test.ts',
  'apps/server/src/tests/exam.int.test.ts',
  'apps/server/src/tests/experience-ledger.int.test.ts',
  'apps/server/src/tests/exam-job.int.test.ts',
  'apps/cli/src/tests/cli-missing-database.int.test.ts',
  'apps/cli/src/tests/cli-commands.int.test.ts',
];

function run(name, env, files) {
  console.log(`\n▶ integration tests on ${name}`);
  return new Promise((resolve) => {
    const args = ['vitest', 'run', '--project', 'integration', `--maxWorkers=${workers}`, ...extra, ...files];
    const child = spawn('npx', args, { stdio: 'inherit', env });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

const embedded = { ...process.env, TEST_DATABASE_URL: '' };
// Files named on the command line run on the chosen backend only.
const targeted = extra.some((arg) => !arg.startsWith('-'));
let code;
if (process.env.TEST_DATABASE_URL) {
  code = await run('TEST_DATABASE_URL', process.env, []);
  if (code === 0 && !targeted) code = await run('embedded PostgreSQL (its own tests and a smoke sample)', embedded, embeddedSmoke);
} else {
  code = await run('embedded PostgreSQL', embedded, []);
}
process.exit(code);
