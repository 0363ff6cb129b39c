import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { generateTask } from '@ege/core/generators/generate-task';
import { createUser } from '@ege/core/identity/create-user';
import { createTestDatabase, type TestDatabase } from '@ege/tools/test/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import type { ImportReport } from '../import/import-report';
import { runEge } from '../testing/run-ege';
import { runInTerminal } from '../testing/run-in-terminal';

const cliRoot = fileURLToPath(new URL('../../', import.meta.url));

let t: TestDatabase;
let dataDir: string;
let work: string;
let authorId: number;

beforeAll(async () => {
  t = await createTestDatabase();
  authorId = (await createUser(t.db, { username: 'gen_author', email: 'gen_author@example.ru', password: 'secret-pass-1', role: 'author' })).id;
  await createUser(t.db, { username: 'gen_other', email: 'gen_other@example.ru', password: 'secret-pass-1', role: 'author' });
  dataDir = await mkdtemp(join(tmpdir(), 'ege-cli-generate-data-'));
  work = await mkdtemp(join(tmpdir(), 'ege-cli-generate-'));
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
  await rm(work, { recursive: true, force: true });
});

const ege = (...argv: string[]) => runEge({ DATABASE_URL: t.url, DATA_DIR: dataDir }, argv);

/** Every file under `root` with its bytes, by relative path. */
async function treeOf(root: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) files.set(join(entry.parentPath, entry.name).slice(root.length + 1), await readFile(join(entry.parentPath, entry.name)));
  }
  return new Map([...files].sort(([x], [y]) => (x < y ? -1 : 1)));
}

/** A tree as its paths with each file's size and SHA-256: toEqual walks Buffers byte by byte (type 24's 3 MB took 5–15 s). */
const digestsOf = (tree: Map<string, Buffer>) => [...tree].map(([path, bytes]) => ({ path, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') }));

type TaskRow = { id: number; type: number; difficulty: number; text: string; answer: string | null; answer_rows: string[][] | null; solution: string | null; import_key: string; generator: string | null; generator_version: number | null; generator_seed: string | null };

// Field answers (5), a table of the type's shape (17: 1x2, 25: 10x2 with the rows it needs) and data files (17, 24).
describe.each([5, 17, 24, 25])('ege generate --type %i then ege import', { timeout: 120_000 }, (type) => {
  it('imports every generated task with the computed answer, its solution and its files; the same seed writes the same tree', async () => {
    const folder = join(work, `round-${type}`);
    const generated = await ege('generate', '--type', String(type), '--count', '3', '--seed', 'round', folder);
    expect(generated.stderr).toBe('');
    expect(generated.code).toBe(0);
    expect(generated.stdout).toMatch(/Тип \d+: \d+ задани/);

    const again = join(work, `again-${type}`);
    expect((await ege('generate', '--type', String(type), '--count', '3', '--seed', 'round', again)).code).toBe(0);
    expect(digestsOf(await treeOf(again))).toEqual(digestsOf(await treeOf(folder)));

    const imported = await ege('import', folder, '--as', 'gen_author', '--json');
    expect(imported.stderr).toBe('');
    expect(imported.code).toBe(0);
    const report = JSON.parse(imported.stdout) as ImportReport;
    expect(report.counts).toMatchObject({ created: 3, invalid: 0, failed: 0 });

    const rows = (await t.db('tasks').where({ author_id: authorId, type }).orderBy('import_key')) as TaskRow[];
    expect(rows.map((row) => row.import_key)).toEqual([1, 2, 3].map((i) => `type-${String(type).padStart(2, '0')}-round-${i}`));
    for (const [index, row] of rows.entries()) {
      const difficulty = ((index % 3) + 1) as 1 | 2 | 3;
      const task = generateTask(type, `round-${index + 1}`, difficulty);
      expect(row.difficulty).toBe(difficulty);
      // task.yaml's generator travels with the import: the bank knows where the task came from (decision 040).
      expect(row).toMatchObject({ generator: `type-${String(type).padStart(2, '0')}`, generator_version: task.generator.version, generator_seed: `round-${index + 1}` });
      if (task.answer.kind === 'field') expect(row.answer).toBe(task.answer.value);
      else expect(row.answer_rows?.slice(0, task.answer.rows.length)).toEqual(task.answer.rows);
      expect(row.solution).toContain('<pre><code class="language-python">');
      const attachments = (await t.db('task_attachments').where({ task_id: row.id }).orderBy('position').select('name')) as { name: string }[];
      expect(attachments.map((a) => a.name)).toEqual(task.files.map((file) => file.name));
    }

    // The tree is the import's: a second import finds every task by its key, unchanged.
    const second = JSON.parse((await ege('import', folder, '--as', 'gen_author', '--json')).stdout) as ImportReport;
    expect(second.counts).toMatchObject({ created: 0, unchanged: 3 });

    // One generated task is stored once (decision 040): another author's import of the folder finds the
    // same generated tasks already in the bank, unchanged, and creates nothing (decision 078).
    const other = await ege('import', folder, '--as', 'gen_other', '--json');
    expect(other.code, other.stderr).toBe(0);
    const found = JSON.parse(other.stdout) as ImportReport;
    expect(found.counts).toMatchObject({ created: 0, unchanged: 3, failed: 0 });
    expect(found.tasks.map((task) => [task.match, task.ids])).toEqual(second.tasks.map((task) => ['generator', task.ids]));
  });
});

describe('ege export of generated tasks', { timeout: 120_000 }, () => {
  it("writes the generator's id, version and seed into task.yaml, so export -> import keeps them and --check rebuilds the export", async () => {
    const generated = join(work, 'export-source');
    expect((await ege('generate', '--type', '8', '--count', '2', '--seed', 'exp', generated)).code).toBe(0);
    expect((await ege('import', generated, '--as', 'gen_author')).code).toBe(0);
    const stored = (await t.db('tasks').where({ author_id: authorId, type: 8 }).orderBy('import_key')) as TaskRow[];
    expect(stored.map((row) => row.generator_seed)).toEqual(['exp-1', 'exp-2']);

    const exported = join(work, 'export-out');
    const run = await ege('export', exported, '--as', 'gen_author', '--type', '8');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const version = generateTask(8, 'exp-1', 1).generator.version;
    const manifest = parseDocument(await readFile(join(exported, '08', 'type-08-exp-1', 'task.yaml'), 'utf8')).toJS() as Record<string, unknown>;
    expect(manifest.generator).toEqual({ id: 'type-08', version, seed: 'exp-1' });
    expect((await ege('generate', '--check', exported)).stdout).toContain('Проверено заданий: 2, ответы совпадают с независимой проверкой');

    // The bank keeps one row per seed, so the exported tasks go back in once the originals are gone.
    await t.db('tasks').whereIn('id', stored.map((row) => row.id)).delete();
    const back = await ege('import', exported, '--as', 'gen_author', '--json');
    expect(back.code, back.stderr).toBe(0);
    expect((JSON.parse(back.stdout) as ImportReport).counts).toMatchObject({ created: 2, invalid: 0, failed: 0 });
    const provenance = (rows: TaskRow[]) => rows.map(({ generator, generator_version, generator_seed, difficulty, answer }) => ({ generator, generator_version, generator_seed, difficulty, answer }));
    expect(provenance((await t.db('tasks').where({ author_id: authorId, type: 8 }).orderBy('import_key')) as TaskRow[])).toEqual(provenance(stored));
  });
});

describe('ege generate --check', { timeout: 120_000 }, () => {
  it('confirms a generated folder, finds a planted wrong answer (exit 2, the folder named) and leaves folders without a generator alone', async () => {
    const folder = join(work, 'check');
    expect((await ege('generate', '--type', '25', '--count', '4', '--seed', 'plant', folder)).code).toBe(0);
    await writeFile(join(folder, 'hand.yaml'), 'not a task folder');
    const clean = await ege('generate', '--check', folder);
    expect(clean.code).toBe(0);
    expect(clean.stdout).toContain('Проверено заданий: 4, ответы совпадают с независимой проверкой');

    const manifestPath = join(folder, '25', 'type-25-plant-2', 'task.yaml');
    const manifest = parseDocument(await readFile(manifestPath, 'utf8'));
    const rows = manifest.get('answer') as { items: { items: { value: string }[] }[] };
    const cell = rows.items[0]!.items[1]!;
    cell.value = String(Number(cell.value) + 1);
    await writeFile(manifestPath, manifest.toString());

    const planted = await ege('generate', '--check', folder);
    expect(planted.code).toBe(2);
    expect(planted.stdout).toContain('25/type-25-plant-2: в task.yaml ответ');
    expect(planted.stdout).toContain('а независимая проверка даёт');
    expect(planted.stdout).not.toContain('type-25-plant-1');
    expect(planted.stderr).toContain('Расхождений с независимой проверкой: 1');
  });
});

describe('ege generate --check compares the statement and every file', { timeout: 120_000 }, () => {
  it('finds an edited statement, an edited data file and a missing one; an edit that keeps the answer is a note', async () => {
    const folder = join(work, 'edits');
    expect((await ege('generate', '--type', '17', '--count', '4', '--seed', 'edit', '--difficulty', '1', folder)).code).toBe(0);
    const task = (i: number) => join(folder, '17', `type-17-edit-${i}`);

    // 1: a number of the statement changed ('большее 84' → 'большее 200' in the issue).
    const text = await readFile(join(task(1), 'text.html'), 'utf8');
    const number = /\d+/.exec(text)![0];
    await writeFile(join(task(1), 'text.html'), text.replace(number, String(Number(number) + 100)));
    // 2: the first half of the data file cut off: about half the pairs are gone, so the count changes whatever the
    // task's family (ten lines of 9999 left a task about numbers ending in 3 as it was).
    const data = (await readFile(join(task(2), 'files', '17.txt'), 'utf8')).split('\n');
    await writeFile(join(task(2), 'files', '17.txt'), data.slice(Math.floor(data.length / 2)).join('\n'));
    // 3: the data file deleted.
    await rm(join(task(3), 'files', '17.txt'));
    // 4: the data file's lines reversed: the same numbers, the same answer — an edit that keeps the task right.
    const lines = (await readFile(join(task(4), 'files', '17.txt'), 'utf8')).trimEnd().split('\n');
    await writeFile(join(task(4), 'files', '17.txt'), `${[...lines].reverse().join('\n')}\n`);

    const run = await ege('generate', '--check', '--json', folder);
    expect(run.code).toBe(2);
    const report = JSON.parse(run.stdout) as { checked: number; problems: { folder: string; message: string }[]; notes: { folder: string; message: string }[] };
    expect(report.checked).toBe(4);
    const about = (i: number, list: { folder: string; message: string }[]) => list.filter((p) => p.folder === `17/type-17-edit-${i}`).map((p) => p.message);
    expect(about(1, report.problems)).toEqual([expect.stringMatching(/^условие \(text\.html\) изменено после ege generate: .*перерешать изменённое условие нельзя/)]);
    expect(about(2, report.problems)).toEqual([expect.stringMatching(/^файл изменён после ege generate: files\/17\.txt \(строка 1\); программа разбора по этим файлам даёт \d+ \d+, а в task\.yaml ответ \d+ \d+$/)]);
    expect(about(3, report.problems)).toEqual(['нет файла files/17.txt, который пишет ege generate']);
    expect(about(4, report.problems)).toEqual([]);
    expect(about(4, report.notes)).toEqual([expect.stringContaining('программа разбора решила задание заново по этим файлам')]);

    const printed = await ege('generate', '--check', folder);
    expect(printed.stdout).toContain('✖ 17/type-17-edit-1: условие (text.html) изменено');
    expect(printed.stdout).toContain('⚠ 17/type-17-edit-4: файл изменён');
    expect(printed.stderr).toContain('Расхождений с независимой проверкой: 3');
  });

  it('a folder it may not create: the Russian line and exit 74, not the English EACCES and exit 7', async () => {
    const locked = join(work, 'locked');
    await mkdir(locked);
    await chmod(locked, 0o555);
    // Root writes anywhere: without CAP_DAC_OVERRIDE it meets the folder's rights like anyone else.
    const asUser = process.getuid?.() === 0 ? ['setpriv', '--bounding-set=-dac_override,-dac_read_search'] : [];
    const [command, ...args] = [...asUser, process.execPath, '--import', 'tsx', 'src/main.ts', 'generate', '--type', '5', '--count', '1', join(locked, 'gen')];
    const run = await new Promise<{ code: number | null; stderr: string }>((done) => {
      execFile(command!, args, { cwd: cliRoot, env: { PATH: [dirname(process.execPath), '/usr/local/bin', '/usr/bin', '/bin'].join(':'), HOME: work, DATA_DIR: join(work, 'no-data') } }, (error, _stdout, stderr) =>
        done({ code: error ? (error as { code?: number }).code ?? 1 : 0, stderr }),
      );
    });
    expect(run.stderr).toContain(`Нет прав на запись: ${join(locked, 'gen')} (EACCES)`);
    expect(run.stderr).not.toContain('permission denied');
    expect(run.code).toBe(74);
  });
});

describe('ege generate on a terminal', { timeout: 120_000 }, () => {
  it('draws a progress bar with the count and the rate on stderr, then the summary', async () => {
    const folder = join(work, 'terminal');
    const run = await runInTerminal([process.execPath, '--import', 'tsx', 'src/main.ts', 'generate', '--type', '24', '--count', '40', '--seed', 'tty', folder], {
      cwd: cliRoot,
      env: { PATH: [dirname(process.execPath), '/usr/local/bin', '/usr/bin', '/bin'].join(':'), HOME: work },
      steps: [],
    });
    const screen = stripVTControlCharacters(run.output);
    expect(run.code, screen).toBe(0);
    expect(screen).toMatch(/Генерация [█░]+ \d+\/40 · [\d,]+ задани[ейя]+\/с/);
    expect(screen).toContain('Тип 24: 40 заданий');
  });
});

describe('ege generate --type 19 then ege import and ege export (decision 065)', { timeout: 120_000 }, () => {
  it('imports whole blocks, each question under its own generator, and exports them back with the generator', async () => {
    const folder = join(work, 'blocks');
    const generated = await ege('generate', '--type', '19', '--count', '2', '--seed', 'game', folder);
    expect(generated.code, generated.stderr).toBe(0);
    const imported = await ege('import', folder, '--as', 'gen_author', '--json');
    expect(imported.code, imported.stderr).toBe(0);
    expect((JSON.parse(imported.stdout) as ImportReport).counts).toMatchObject({ created: 2, invalid: 0, failed: 0 });
    const rows = (await t.db('tasks').where({ author_id: authorId }).whereIn('type', [19, 20, 21]).orderBy('id')) as (TaskRow & { block_id: number })[];
    expect(rows.map((row) => [row.type, row.generator, row.generator_seed])).toEqual([
      [19, 'type-19', 'game-1'],
      [20, 'type-20', 'game-1'],
      [21, 'type-21', 'game-1'],
      [19, 'type-19', 'game-2'],
      [20, 'type-20', 'game-2'],
      [21, 'type-21', 'game-2'],
    ]);
    expect(new Set(rows.map((row) => row.block_id)).size).toBe(2);

    const exported = join(work, 'blocks-exported');
    const run = await ege('export', exported, '--as', 'gen_author', '--type', '19-21');
    expect(run.code, run.stderr).toBe(0);
    const manifest = parseDocument(await readFile(join(exported, '19-21', 'type-19-21-game-1', 'task.yaml'), 'utf8')).toJS() as { generator: unknown };
    expect(manifest.generator).toEqual({ id: 'type-19', version: expect.anything(), seed: 'game-1' });
    expect(JSON.parse((await ege('generate', '--check', '--json', exported)).stdout)).toMatchObject({ checked: 2, problems: [] });
  });
});
