// Runs the integration suite on the embedded PostgreSQL and, when TEST_DATABASE_URL is set, on that server
// too, both at once: the suite waits on PostgreSQL more than it computes (vitest gives it one worker on
// 2 cores), so the second backend costs little wall time. The first run prints as it goes; the second's
// output is held and printed when it ends, so the two do not interleave.
import { spawn } from 'node:child_process';

const extra = process.argv.slice(2);
const backends = [['embedded PostgreSQL', { ...process.env, TEST_DATABASE_URL: '' }]];
if (process.env.TEST_DATABASE_URL) backends.push([`TEST_DATABASE_URL`, process.env]);

function run([name, env], live) {
  return new Promise((resolve) => {
    if (live) console.log(`\n▶ integration tests on ${name}`);
    const child = spawn('npx', ['vitest', 'run', '--project', 'integration', ...extra], { stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'], env });
    const held = [];
    child.stdout?.on('data', (chunk) => held.push(chunk));
    child.stderr?.on('data', (chunk) => held.push(chunk));
    child.on('close', (code) => {
      if (!live) {
        console.log(`\n▶ integration tests on ${name}`);
        process.stdout.write(Buffer.concat(held));
      }
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all(backends.map((backend, index) => run(backend, index === 0)));
process.exit(codes.find((code) => code !== 0) ?? 0);
