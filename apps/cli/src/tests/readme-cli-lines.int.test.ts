import { demoAccounts } from '@ege/db/seed-demo-accounts';
import { createTestDatabase, type TestDatabase } from '@ege/tools/test/test-database';
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readReadmeCliLines } from '../testing/readme-cli-lines';
import { runInTerminal, type TerminalStep } from '../testing/run-in-terminal';
import { startRemoteServer, type RemoteServer } from '../testing/start-remote-server';

// The README's CLI lines as a newcomer types them beside `npm start`: each with its paths and arguments
// as written, through the command `npm run ege` ends in (apps/cli's script, run in apps/cli, with npm's
// INIT_CWD naming the user's folder), on a fresh database that a real server seeded with the demo.
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const cliRoot = join(repoRoot, 'apps/cli');
const readmeLines = readReadmeCliLines(readFileSync(join(repoRoot, 'README.md'), 'utf8'));
const cliScript = (JSON.parse(readFileSync(join(cliRoot, 'package.json'), 'utf8')) as { scripts: { ege: string } }).scripts.ege.split(' ');
const passwordOf = (username: string) => demoAccounts.find((account) => account.username === username)!.password;

let t: TestDatabase;
let server: RemoteServer;
/** The user's folder: where they typed the command, with the repository's examples in it as in its root. */
let userDir: string;
let env: Record<string, string>;
const cliEntries = () => readdirSync(cliRoot);
const cliEntriesBefore = cliEntries();

beforeAll(async () => {
  t = await createTestDatabase();
  userDir = await mkdtemp(join(tmpdir(), 'ege-readme-'));
  await symlink(join(repoRoot, 'examples'), join(userDir, 'examples'));
  server = await startRemoteServer(t.url, join(userDir, 'server-data'), { SEED_DEMO: 'true' });
  env = {
    // node and npm beside it, and the system's tools (script, stty, sh).
    PATH: [dirname(process.execPath), '/usr/local/bin', '/usr/bin', '/bin'].join(':'),
    HOME: join(userDir, 'home'),
    INIT_CWD: userDir,
    DATABASE_URL: t.url,
    DATA_DIR: join(userDir, 'data'),
    EGE_CONFIG_DIR: join(userDir, 'config'),
  };
});

afterAll(async () => {
  await server?.close();
  await t?.close();
  if (userDir) await rm(userDir, { recursive: true, force: true });
});

type Run = { code: number | null; stdout: string; stderr: string };

function spawnCli(argv: readonly string[], cwd: string, command: readonly string[], runEnv: Record<string, string>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command[0]!, [...command.slice(1), ...argv], { cwd, env: runEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const nodeCommand = () => cliScript.map((word) => (word === 'node' ? process.execPath : word));

/** What the user types at the prompts of the lines that need a terminal. */
function dialogueOf(argv: readonly string[]): TerminalStep[] | null {
  if (argv[0] === 'train') return [{ waitFor: 'Enter — проверить', type: 'q' }];
  if (argv[0] === 'login' && !argv.includes('--password-stdin')) {
    const username = argv.includes('--username') ? argv[argv.indexOf('--username') + 1]! : 'author';
    const steps: TerminalStep[] = argv.includes('--username') ? [] : [{ waitFor: 'Имя пользователя:', type: `${username}\r` }];
    return [...steps, { waitFor: 'Пароль:', type: `${passwordOf(username)}\r` }];
  }
  return null;
}

/** A README line as written, but for the example server's address: the test's server stands in for it. */
function withTestServer(argv: readonly string[]): string[] {
  return argv.map((word, i) => (argv[i - 1] === '--server' ? server.address : word));
}

async function runLine(argv: readonly string[]): Promise<Run> {
  const line = withTestServer(argv);
  const dialogue = dialogueOf(line);
  if (dialogue === null) return spawnCli(line, cliRoot, nodeCommand(), env);
  const run = await runInTerminal([...nodeCommand(), ...line], { cwd: cliRoot, env, steps: dialogue });
  return { code: run.code, stdout: run.output, stderr: '' };
}

/** Beyond exit 0: that the line did what the README says it does. */
const effects: Record<string, (argv: readonly string[], run: Run) => Promise<void> | void> = {
  '--help': (_argv, run) => expect(run.stdout).toContain('Использование: ege'),
  'db migrate': (_argv, run) => expect(run.stdout).toContain('Схема базы'),
  'users create': async (argv) => expect(await t.db('users').where({ username: argv[argv.indexOf('--username') + 1] }).first('id')).toBeDefined(),
  'users set-role': async (argv) => expect(await t.db('users').where({ username: argv[2] }).first('role')).toEqual({ role: argv[3] }),
  'settings registration': (_argv, run) => expect(run.stdout).toMatch(/Регистрация (включена|выключена)/),
  import: (argv, run) => {
    expect(run.stdout).toContain(argv.includes('--server') ? 'заданий' : join(userDir, argv[1]!));
  },
  export: async (argv) => expect((await readdir(join(userDir, argv[1]!))).length).toBeGreaterThan(0),
  generate: async (argv, run) => {
    if (argv.includes('--check')) expect(run.stdout).toContain('ответы совпадают с независимой проверкой');
    else expect((await readdir(join(userDir, argv.at(-1)!), { recursive: true })).filter((path) => path.endsWith('task.yaml'))).toHaveLength(Number(argv[argv.indexOf('--count') + 1]));
  },
  'homework assign': async () => expect(await t.db('homework_assignments').where({ comment: 'К пятнице' }).first('id')).toBeDefined(),
  'homework report': (argv, run) => expect(run.stdout).toMatch(new RegExp(`^${argv[argv.indexOf('--user') + 1]},\\d+,`, 'm')),
  'class create': async (argv) => expect(await t.db('classes').where({ name: argv[argv.indexOf('--name') + 1] }).first('id')).toBeDefined(),
  'class report': async (argv, run) => {
    const written = (await readdir(userDir)).find((name) => name.startsWith('klass-') && name.endsWith(`.${argv[argv.indexOf('--format') + 1]}`));
    expect(written, run.stdout).toBeDefined();
    expect(run.stdout).toContain(`Отчёт сохранён: ${join(userDir, written!)}`);
  },
  train: (_argv, run) => expect(run.stdout).toContain('Тренировка окончена'),
  login: () => expect(existsSync(join(userDir, 'config', 'credentials.json'))).toBe(true),
};

function effectOf(argv: readonly string[]) {
  return effects[`${argv[0]} ${argv[1]}`] ?? effects[argv[0]!];
}

describe("the README's CLI lines, run as written", () => {
  it('there are lines to run, and each command the README shows has its effect checked', () => {
    expect(readmeLines.length).toBeGreaterThanOrEqual(10);
    for (const argv of readmeLines) expect(effectOf(argv), argv.join(' ')).toBeDefined();
  });

  it.each(readmeLines.map((argv) => [argv.join(' '), argv] as const))('npm run ege -- %s', async (_line, argv) => {
    const run = await runLine(argv);
    expect({ code: run.code, stderr: run.stderr }, run.stdout).toEqual({ code: 0, stderr: '' });
    await effectOf(argv)!(argv, run);
  });

  it('nothing landed in apps/cli, where npm runs the command', () => {
    expect(cliEntries().filter((name) => !cliEntriesBefore.includes(name))).toEqual([]);
  });
});

describe('npm run ege itself, as typed', () => {
  async function npmRunEge(cwd: string, argv: readonly string[]): Promise<Run> {
    const home = join(userDir, 'npm-home');
    await mkdir(home, { recursive: true });
    return spawnCli(['run', 'ege', '--', ...argv], cwd, ['npm'], {
      PATH: env.PATH!,
      HOME: home,
      // No look-up of npm's own new versions: nothing but the command on stderr.
      npm_config_update_notifier: 'false',
      DATABASE_URL: t.url,
      DATA_DIR: join(userDir, 'data'),
    });
  }

  it('from the repository root: import examples/task-bank --dry-run reads the folder beside the user, not apps/cli', async () => {
    const run = await npmRunEge(repoRoot, ['import', 'examples/task-bank', '--as', 'author', '--dry-run']);
    expect({ code: run.code, stderr: run.stderr }, run.stdout).toEqual({ code: 0, stderr: '' });
    expect(run.stdout).toContain(join(repoRoot, 'examples/task-bank'));
  });

  it('from a subfolder of the repository: the path starts there, not at the root', async () => {
    const run = await npmRunEge(join(repoRoot, 'examples'), ['import', 'task-bank', '--as', 'author', '--dry-run']);
    expect({ code: run.code, stderr: run.stderr }, run.stdout).toEqual({ code: 0, stderr: '' });
    expect(run.stdout).toContain(join(repoRoot, 'examples/task-bank'));
  });
});
