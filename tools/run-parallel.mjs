// Runs npm scripts at the same time and prints each one's output whole when it ends, with its time.
// For jobs that each keep one core busy (eslint, tsc -b, the web build): on 2 cores they finish in
// the time of the longest instead of the sum. Exits with the first failure's code.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node tools/run-parallel.mjs <npm script> [<npm script> ...]');
  process.exit(2);
}

function run(script) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(`\n▶ ${script}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds} s\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all(scripts.map(run));
process.exit(codes.find((code) => code !== 0) ?? 0);
