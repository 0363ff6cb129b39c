import { mkdtemp, readdir, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPostgresFileStorage } from '@ege/core/storage/postgres-file-storage';
import { answerLayoutOf } from '@ege/core/tasks/checking/answer-layout';
import { createUser } from '@ege/core/identity/create-user';
import { createTestDatabase, type TestDatabase } from '@ege/tools/test/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportReport } from '../export/export-tasks';
import type { ImportReport } from '../import/import-report';
import { runEge } from '../testing/run-ege';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const exampleBank = join(repoRoot, 'examples/task-bank');

type Side = { t: TestDatabase; dataDir: string };
let a: Side;
let b: Side;
let work: string;

async function openSide(): Promise<Side> {
  const t = await createTestDatabase();
  for (const [username, role] of [['exp_author', 'author'], ['exp_admin', 'admin'], ['exp_other', 'author']] as const) {
    await createUser(t.db, { username, email: `${username}@example.ru`, password: 'secret-pass-1', role });
  }
  return { t, dataDir: await mkdtemp(join(tmpdir(), 'ege-cli-export-data-')) };
}

beforeAll(async () => {
  [a, b] = await Promise.all([openSide(), openSide()]);
  work = await mkdtemp(join(tmpdir(), 'ege-cli-export-'));
});
afterAll(async () => {
  for (const side of [a, b]) {
    await side.t.close();
    await rm(side.dataDir, { recursive: true, force: true });
  }
  await rm(work, { recursive: true, force: true });
});

async function ege(side: Side, ...argv: string[]) {
  return runEge({ DATABASE_URL: side.t.url, DATA_DIR: side.dataDir }, argv);
}

/** Every file under `root` with its bytes, by relative path. */
async function treeOf(root: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files.set(path.slice(root.length + 1), await readFile(path));
  }
  return new Map([...files].sort(([x], [y]) => (x < y ? -1 : 1)));
}

type Row = Record<string, unknown>;

/**
 * An author's tasks as stored, by key (a block's question: key#type), with every field that import
 * writes and the bytes of every file; ids and storage keys left out, the layout compared as the trainer sees it.
 */
async function storedTasksOf(side: Side, username: string): Promise<Map<string, Row>> {
  const author = (await side.t.db('users').where({ username }).first('id')) as { id: number };
  const rows = (await side.t.db('tasks as t')
    .leftJoin('task_blocks as b', 'b.id', 't.block_id')
    .where('t.author_id', author.id)
    .select('t.*', side.t.db.raw('b.condition AS block_condition, b.import_key AS block_key, b.solution_document AS block_solution'))) as Row[];
  const bytes = async (key: unknown) => (typeof key === 'string' ? (await createPostgresFileStorage(side.t.db).read(key)).toString('base64') : null);
  const result = new Map<string, Row>();
  for (const row of rows) {
    const attachments = (await side.t.db('task_attachments').where({ task_id: row.id as number }).orderBy('position').select('name', 'file')) as { name: string; file: string }[];
    const key = row.block_id === null ? (row.import_key as string) : `${row.block_key as string}#${row.type as number}`;
    result.set(key, {
      subject: row.subject,
      type: row.type,
      difficulty: row.difficulty,
      text: row.block_id === null ? row.text : row.block_condition,
      question: row.question,
      answer_type: row.answer_type,
      answer: row.answer,
      answer_rows: row.answer_rows,
      layout: answerLayoutOf(row.type as number, row.table_shape as [number, number] | null),
      image: await bytes(row.image),
      solution_document: await bytes(row.solution_document),
      block_solution: await bytes(row.block_solution),
      attachments: await Promise.all(attachments.map(async (at) => ({ name: at.name, data: await bytes(at.file) }))),
    });
  }
  return new Map([...result].sort(([x], [y]) => (x < y ? -1 : 1)));
}

describe('ege export', () => {
  it('export -> import round trip is equal field by field and file by file, and a second export is byte-identical', async () => {
    const imported = await ege(a, 'import', exampleBank, '--as', 'exp_author', '--json');
    expect(imported.code, imported.stderr).toBe(0);

    const first = join(work, 'first');
    const exported = await ege(a, 'export', first, '--as', 'exp_author', '--json');
    expect(exported.stderr).toBe('');
    expect(exported.code).toBe(0);
    const report = JSON.parse(exported.stdout) as ExportReport;
    expect(report.counts).toMatchObject({ tasks: 5, blocks: 1, files: 5 });
    expect(report.by_type).toEqual({ '01': 1, '05': 1, '17': 1, '19-21': 1, '25': 1, '27': 1 });
    const tree = await treeOf(first);
    expect([...tree.keys()]).toContain('05/kege-2026-05-001/files/numbers.txt');
    expect([...tree.keys()]).toContain('19-21/stones-1/condition.html');
    expect(tree.get('05/kege-2026-05-001/task.yaml')!.toString()).toMatch(/^key: kege-2026-05-001\nuid: [0-9a-f-]{36}\ntype: 5\ndifficulty: /);
    // A key made of the folder's path keeps its value; the folder's name is made safe.
    expect(tree.get('01/01-road-map/task.yaml')!.toString()).toMatch(/^key: 01\/road-map\n/);
    expect(tree.get('19-21/stones-1/task.yaml')!.toString()).toContain('answer: [ [ "9", "16" ] ]');

    // Every file the example has comes back with the same bytes.
    const example = await treeOf(join(exampleBank, '05/robot-binary'));
    for (const name of ['image.png', 'solution.pdf', 'files/numbers.txt', 'files/table.csv']) {
      expect(tree.get(`05/kege-2026-05-001/${name}`), name).toEqual(example.get(name));
    }

    const intoB = await ege(b, 'import', first, '--as', 'exp_author', '--json');
    expect(intoB.code, intoB.stderr).toBe(0);
    expect((JSON.parse(intoB.stdout) as ImportReport).counts).toMatchObject({ created: 6, invalid: 0, failed: 0 });

    const inA = await storedTasksOf(a, 'exp_author');
    const inB = await storedTasksOf(b, 'exp_author');
    expect([...inB.keys()]).toEqual([...inA.keys()]);
    expect(inA.size).toBe(8);
    for (const [key, task] of inA) expect(inB.get(key), key).toEqual(task);

    const second = join(work, 'second');
    expect((await ege(b, 'export', second, '--as', 'exp_author')).code).toBe(0);
    const secondTree = await treeOf(second);
    expect([...secondTree.keys()]).toEqual([...tree.keys()]);
    for (const [path, data] of tree) expect(secondTree.get(path)?.equals(data), path).toBe(true);
  });

  it('tasks without a key, Markdown-looking questions and table answers read back the same', async () => {
    const bank = join(work, 'tricky');
    const put = async (path: string, content: string) => {
      await mkdir(join(bank, path, '..'), { recursive: true });
      await writeFile(join(bank, path), content);
    };
    await put('a/task.yaml', "type: 5\ndifficulty: 1\nquestion: 'Найдите 2\\*3 и a_b_c, см. www.example.ru'\nanswer: '0012'\n");
    await put('a/text.html', '<p>Текст с &lt;угловыми&gt; скобками &amp; "кавычками".</p>\n<p>Вторая строка</p>');
    await put('b/task.yaml', 'type: 6\ndifficulty: 3\nanswer_type: table\ntable_shape: 3x2\nanswer: "1 2 | 3 4"\n');
    await put('b/text.md', '# Заголовок\n\n| x | y |\n|---|---|\n| 1 | 2 |\n');
    await put('c/task.yaml', 'type: 27\ndifficulty: 2\nanswer_type: field\nanswer: 283 5071\n');
    await put('c/text.md', 'Форма 2021–2024 годов: число для файла A, затем для файла B.');
    const tricky = await ege(a, 'import', bank, '--as', 'exp_other');
    expect(tricky.code, tricky.stdout + tricky.stderr).toBe(0);

    const out = join(work, 'tricky-out');
    expect((await ege(a, 'export', out, '--as', 'exp_other')).code).toBe(0);
    expect((await readFile(join(out, '06/b/task.yaml'), 'utf8'))).toMatch(
      /^key: b\nuid: [0-9a-f-]{36}\ntype: 6\ndifficulty: 3\nsubject: inf\nanswer_type: table\ntable_shape: 3x2\nanswer: \[ \[ "1", "2" \], \[ "3", "4" \] \]\n$/,
    );
    expect((await readFile(join(out, '27/c/task.yaml'), 'utf8'))).toContain('answer_type: field\nanswer: 283 5071\n');
    expect((await ege(b, 'import', out, '--as', 'exp_other')).code).toBe(0);
    const inA = await storedTasksOf(a, 'exp_other');
    const inB = await storedTasksOf(b, 'exp_other');
    expect(inA.size).toBe(3);
    expect(inA.get('a')!.question).toMatch(/^Найдите 2\*3 и a_b_c, см\. <a href="http:\/\/www\.example\.ru"/);
    for (const [key, task] of inA) expect(inB.get(key), key).toEqual(task);
  });

  it('filters by --type (19, 20, 21: the block) and, for an admin, by --author; refuses a non-empty folder', async () => {
    const blocks = await ege(a, 'export', join(work, 'blocks'), '--as', 'exp_author', '--type', '20', '--json');
    expect(blocks.code, blocks.stderr).toBe(0);
    expect((JSON.parse(blocks.stdout) as ExportReport).counts).toMatchObject({ tasks: 0, blocks: 1 });

    const admin = await ege(a, 'export', join(work, 'by-author'), '--as', 'exp_admin', '--author', 'exp_other', '--json');
    expect(admin.code, admin.stderr).toBe(0);
    expect((JSON.parse(admin.stdout) as ExportReport).items.map((i) => i.key).sort()).toEqual(['a', 'b', 'c']);

    const all = await ege(a, 'export', join(work, 'all'), '--as', 'exp_admin', '--json');
    expect((JSON.parse(all.stdout) as ExportReport).counts).toMatchObject({ tasks: 8, blocks: 1 });

    const other = await ege(a, 'export', join(work, 'not-mine'), '--as', 'exp_author', '--author', 'exp_other');
    expect(other.code).toBe(3);
    expect(other.stderr).toContain('Задания других авторов видит только администратор');

    const again = await ege(a, 'export', join(work, 'blocks'), '--as', 'exp_author');
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('не пуста');
    const forced = await ege(a, 'export', join(work, 'blocks'), '--as', 'exp_author', '--type', '19-21', '--force');
    expect(forced.code, forced.stderr).toBe(0);
    expect(forced.stdout).toMatch(/Экспорт: .*blocks — 0 заданий, 1 блок 19-21, 1 файл/);

    const badType = await ege(a, 'export', join(work, 'x'), '--as', 'exp_author', '--type', '28');
    expect(badType.code).toBe(1);
  });
});
