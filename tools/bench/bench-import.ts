import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createUser } from '@ege/core/identity/create-user';
import { migrateLatest } from '@ege/db/migrate-latest';
import { connectKnex } from '@ege/db/open-database';
import { databaseUrl, withAdminClient } from '../test/test-server';
import { startChildServer, type ChildSettings } from './child-server';

/*
 * `ege import` of generated folders, spawned as the user runs it, into a fresh database each time:
 * locally (--as) and through a server in its own process (--server, after `ege login`); the floor
 * inserts the same rows with one multi-row INSERT per 1,000.
 */

export type ImportSet = { name: string; tasks: number; withFiles: boolean };
export type ImportRow = { label: string; tasksPerSecond: number; seconds: number };
export type ImportGroup = { set: ImportSet; floor: ImportRow; paths: ImportRow[] };

const cliMain = fileURLToPath(new URL('../../apps/cli/src/main.ts', import.meta.url));
const serveApp = fileURLToPath(new URL('./serve-app.ts', import.meta.url));
const authorName = 'bench_importer';
const password = 'bench-import-1';
// A 1×1 PNG, as small as a valid picture gets.
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const textTypes = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 22, 23, 24];

/** The n-th generated task: its type, statement and answer, the same for the folder and the floor's row. */
function taskOf(n: number) {
  const type = textTypes[n % textTypes.length]!;
  return {
    key: `bench-${String(n).padStart(5, '0')}`,
    type,
    difficulty: 1 + (n % 3),
    text: `<p>Задание ${n} типа ${type}: найдите наименьшее число, большее ${n * 7}, которое делится на 13.</p>`,
    answer: String(n * 7 + 13 - ((n * 7) % 13)),
  };
}

export async function writeImportFolder(root: string, set: ImportSet): Promise<void> {
  for (let n = 0; n < set.tasks; n++) {
    const task = taskOf(n);
    const folder = join(root, String(task.type).padStart(2, '0'), task.key);
    await mkdir(set.withFiles ? join(folder, 'files') : folder, { recursive: true });
    await writeFile(join(folder, 'task.yaml'), `key: ${task.key}\ntype: ${task.type}\ndifficulty: ${task.difficulty}\nanswer: "${task.answer}"\n`);
    await writeFile(join(folder, 'text.html'), task.text);
    if (set.withFiles) {
      await writeFile(join(folder, 'image.png'), png);
      await writeFile(join(folder, 'files', 'data.txt'), `${n}\n`.repeat(50));
    }
  }
}

/** A migrated database with the importing author, to copy fresh ones from (CREATE DATABASE … TEMPLATE). */
export async function prepareImportTemplate(adminUrl: string): Promise<{ template: string; fresh(name: string): Promise<string>; dropAll(): Promise<void> }> {
  const template = `ege_import_tpl_${process.pid}`;
  const created: string[] = [template];
  await withAdminClient(adminUrl, (c) => c.query(`CREATE DATABASE ${template}`));
  const db = connectKnex(databaseUrl(adminUrl, template), 2);
  try {
    await migrateLatest(db);
    await createUser(db, { username: authorName, email: `${authorName}@example.ru`, password, role: 'author' });
  } finally {
    await db.destroy();
  }
  return {
    template,
    async fresh(name) {
      const database = `ege_import_${name}_${process.pid}`;
      await withAdminClient(adminUrl, (c) => c.query(`CREATE DATABASE ${database} TEMPLATE ${template}`));
      created.push(database);
      return databaseUrl(adminUrl, database);
    },
    async dropAll() {
      for (const database of created.reverse()) await withAdminClient(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
    },
  };
}

/** Runs the real CLI as a process; resolves with its stdout, rejects with its stderr on a failure. */
function ege(argv: string[], env: Record<string, string>, stdin?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', cliMain, ...argv], { env: { ...process.env, ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdin.end(stdin ?? '');
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(stdout) : reject(new Error(`ege ${argv.join(' ')} exited with ${code}: ${stderr}`))));
  });
}

async function timedImport(argv: string[], env: Record<string, string>, expected: number): Promise<number> {
  const started = performance.now();
  const report = JSON.parse(await ege(argv, env)) as { counts: { created: number } };
  const seconds = (performance.now() - started) / 1000;
  if (report.counts.created !== expected) throw new Error(`ege import created ${report.counts.created} of ${expected} tasks`);
  return seconds;
}

/** The floor: the rows the import writes (tasks, and attachments for the set with files), 1,000 per INSERT. */
async function insertFloor(url: string, set: ImportSet): Promise<number> {
  const db = connectKnex(url, 2);
  try {
    const author = (await db('users').where({ username: authorName }).first('id')) as { id: number };
    const started = performance.now();
    for (let start = 0; start < set.tasks; start += 1000) {
      const rows = [];
      for (let n = start; n < Math.min(start + 1000, set.tasks); n++) {
        const task = taskOf(n);
        rows.push({
          subject: 'inf',
          type: task.type,
          difficulty: task.difficulty,
          text: task.text,
          answer_type: 'field' as const,
          answer: task.answer,
          author_id: author.id,
          import_key: task.key,
          import_hash: 'f'.repeat(64),
          ...(set.withFiles ? { image: `tasks/floor/${task.key}-image.png` } : {}),
        });
      }
      const ids = (await db('tasks').insert(rows).returning('id')) as { id: number }[];
      if (set.withFiles) {
        await db('task_attachments').insert(ids.map(({ id }) => ({ task_id: id, file: `tasks/${id}/data.txt`, name: 'data.txt', position: 0 })));
      }
    }
    return (performance.now() - started) / 1000;
  } finally {
    await db.destroy();
  }
}

export async function measureImports(options: { adminUrl: string; workDir: string; sets: ImportSet[]; poolSize: number; log: (line: string) => void }): Promise<ImportGroup[]> {
  const { adminUrl, workDir, sets, log } = options;
  const databases = await prepareImportTemplate(adminUrl);
  const groups: ImportGroup[] = [];
  try {
    for (const set of sets) {
      const folder = join(workDir, `import-${set.name}`);
      let started = performance.now();
      await writeImportFolder(folder, set);
      log(`Import ${set.name}: generated ${set.tasks} task folders in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      const row = (label: string, seconds: number): ImportRow => ({ label, seconds, tasksPerSecond: set.tasks / seconds });
      const what = `${set.tasks} ${set.withFiles ? 'tasks with files (PNG + TXT)' : 'text tasks'}`;

      const floorSeconds = await insertFloor(await databases.fresh(`${set.name}_floor`), set);
      log(`  floor: ${floorSeconds.toFixed(2)} s`);

      const localDataDir = join(workDir, `import-${set.name}-local-data`);
      const localSeconds = await timedImport(['import', folder, '--as', authorName, '--json'], { DATABASE_URL: await databases.fresh(`${set.name}_local`), DATA_DIR: localDataDir }, set.tasks);
      log(`  local: ${localSeconds.toFixed(1)} s`);

      const mediaDir = join(workDir, `import-${set.name}-media`);
      await mkdir(mediaDir, { recursive: true });
      const settings: ChildSettings = { databaseUrl: await databases.fresh(`${set.name}_remote`), tokenSecret: `bench-import-${process.pid}-secret-0123456789abcdef`, mediaDir, poolSize: options.poolSize };
      const server = await startChildServer(serveApp, settings);
      let remoteSeconds: number;
      try {
        const env = { EGE_CONFIG_DIR: join(workDir, `import-${set.name}-config`) };
        await ege(['login', '--server', server.url, '--username', authorName, '--password-stdin'], env, `${password}\n`);
        remoteSeconds = await timedImport(['import', folder, '--server', server.url, '--json'], env, set.tasks);
      } finally {
        await server.stop();
      }
      log(`  remote: ${remoteSeconds.toFixed(1)} s`);
      started = performance.now();
      groups.push({
        set,
        floor: row(`floor: ${what}, one multi-row INSERT per 1,000`, floorSeconds),
        paths: [row(`\`ege import\` local (--as), ${what}`, localSeconds), row(`\`ege import\` remote (--server), ${what}`, remoteSeconds)],
      });
    }
  } finally {
    await databases.dropAll();
  }
  return groups;
}

/** The import table: tasks per second and the share of the floor (the import is one savepoint per task, the floor 1,000 rows per statement). */
export function formatImportResults(groups: ImportGroup[], notes: string[]): string {
  const line = (row: ImportRow, share: string) => `| ${row.label} | ${Math.round(row.tasksPerSecond)} | ${row.seconds.toFixed(1)} | ${share} |`;
  const lines = [
    '| import | tasks/s | seconds | vs its floor |',
    '|---|---:|---:|---:|',
    ...groups.flatMap(({ floor, paths }) => [
      line(floor, '100%'),
      ...paths.map((path) => line(path, percent(path.tasksPerSecond / floor.tasksPerSecond))),
    ]),
  ];
  return `${lines.join('\n')}\n\n${notes.map((note) => `${note}\n`).join('')}`;
}

/** A share as a percentage; one decimal under 10%, where whole numbers would round the import to 0%. */
function percent(share: number): string {
  return share < 0.1 ? `${(share * 100).toFixed(1)}%` : `${Math.round(share * 100)}%`;
}
