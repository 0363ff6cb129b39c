import { spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { documentFixtures as f } from '@ege/core/tasks/checking/document-fixtures';
import { createUser } from '@ege/core/identity/create-user';
import { createTestDatabase, type TestDatabase } from '@ege/tools/test/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresFileStorage } from '@ege/core/storage/postgres-file-storage';
import { textRuleMessage } from '@ege/core/validation/text-rule';
import type { ImportReport } from '../import/import-report';
import { aliasBombMessage, symlinkMessage } from '../import/read-task-folder';
import { batchLimits } from '../import/run-import';
import { runEge } from '../testing/run-ege';
import { logInRemote, startRemoteServer } from '../testing/start-remote-server';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const exampleBank = join(repoRoot, 'examples/task-bank');

let t: TestDatabase;
let dataDir: string;
let work: string;
const userIds = new Map<string, number>();

beforeAll(async () => {
  t = await createTestDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'ege-cli-import-data-'));
  work = await mkdtemp(join(tmpdir(), 'ege-cli-import-'));
  const users = [
    ['imp_author', 'author'],
    ['imp_admin', 'admin'],
    ['imp_student', 'student'],
    ['imp_other', 'author'],
    ['imp_bulk', 'author'],
    ['imp_nul', 'author'],
    ['imp_batch', 'author'],
    ['imp_remote', 'author'],
  ] as const;
  for (const [username, role] of users) {
    userIds.set(username, (await createUser(t.db, { username, email: `${username}@example.ru`, password: 'secret-pass-1', role })).id);
  }
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
  await rm(work, { recursive: true, force: true });
});

async function ege(...argv: string[]) {
  return runEge({ DATABASE_URL: t.url, DATA_DIR: dataDir }, argv);
}

type TaskRow = { id: number; type: number; text: string; question: string | null; answer: string | null; answer_rows: unknown; image: string | null; solution_document: string | null; block_id: number | null; import_key: string | null };
const tasksOf = async (username: string) => (await t.db('tasks').where({ author_id: userIds.get(username) }).orderBy('id')) as TaskRow[];
const totalTasks = async () => Number(((await t.db('tasks').count({ n: '*' }).first()) as { n: string }).n);

/** A folder of one task: its manifest and files, relative paths to contents. */
async function writeTree(root: string, files: Record<string, string | Buffer>): Promise<string> {
  for (const [path, content] of Object.entries(files)) {
    await mkdir(join(root, path, '..'), { recursive: true });
    await writeFile(join(root, path), content);
  }
  return root;
}

describe('ege import of the example bank', () => {
  it('--dry-run lists what would be created and writes nothing', async () => {
    const before = await totalTasks();
    const result = await ege('import', exampleBank, '--as', 'imp_author', '--dry-run');
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Проверка (--dry-run), ничего не записано');
    expect(result.stdout).toMatch(/\+ создать\s+05\/robot-binary \(ключ kege-2026-05-001\)/);
    expect(result.stdout).toMatch(/\+ создать\s+19-21\/stones-1/);
    expect(result.stdout).toMatch(/будет создано\s+6/);
    expect(await totalTasks()).toBe(before);
  });

  it('imports every task, block and file; the example is valid as committed', async () => {
    const result = await ege('import', exampleBank, '--as', 'imp_author');
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/создано\s+6/);
    const tasks = await tasksOf('imp_author');
    // Five single tasks and a block of three questions.
    expect(tasks).toHaveLength(8);
    const robot = tasks.find((task) => task.import_key === 'kege-2026-05-001')!;
    expect(robot).toMatchObject({ type: 5, answer: '1234' });
    expect(robot.question).toBe('Укажите <strong>наименьшее</strong> N, для которого R больше 97.');
    expect(robot.text).toContain('<ol>');
    expect(robot.image).toMatch(/^tasks\/\d+\/\w+-image\.png$/);
    expect(robot.solution_document).toMatch(/\.pdf$/);
    const attachments = (await t.db('task_attachments').where({ task_id: robot.id }).orderBy('position').select('name', 'file')) as { name: string; file: string }[];
    expect(attachments.map((a) => a.name)).toEqual(['numbers.txt', 'table.csv']);
    expect((await createPostgresFileStorage(t.db).read(attachments[0]!.file)).toString()).toBe('12 15 7\n3 8 21\n40 2 9\n');
    const masks = tasks.find((task) => task.import_key === 'kege-2026-v1-25')!;
    expect(masks.answer_rows).toEqual([['1023', '341'], ['1056', '352'], ['1089', '363'], ['1122', '374']]);
    // The folder's path is the key when the manifest has none.
    expect(tasks.find((task) => task.import_key === '01/road-map')?.text).toContain('<table>');
    const block = (await t.db('task_blocks').where({ import_key: 'stones-1' }).first()) as { id: number; solution_document: string };
    expect(block.solution_document).toMatch(/^task-blocks\/\d+\/\w+-solution\.docx$/);
    const questions = tasks.filter((task) => task.block_id === block.id);
    expect(questions.map((q) => q.type)).toEqual([19, 20, 21]);
    expect(questions[1]!.answer_rows).toEqual([['9', '16']]);
  });

  it('a re-import creates nothing: every task unchanged', async () => {
    const before = await totalTasks();
    const result = await ege('import', exampleBank, '--as', 'imp_author', '--json');
    expect(result.code).toBe(0);
    const report = JSON.parse(result.stdout) as ImportReport;
    expect(report.counts).toEqual({ created: 0, updated: 0, unchanged: 6, changed: 0, invalid: 0, failed: 0 });
    expect(await totalTasks()).toBe(before);
  });

  it('keys are the importing user\'s: another author gets tasks of their own; a student may not import', async () => {
    const other = await ege('import', exampleBank, '--as', 'imp_other', '--json');
    expect(other.code).toBe(0);
    expect((JSON.parse(other.stdout) as ImportReport).counts.created).toBe(6);

    const before = await totalTasks();
    const student = await ege('import', exampleBank, '--as', 'imp_student');
    expect(student.code).toBe(3);
    expect(student.stderr).toContain('✖ Доступ только для авторов и администраторов');
    expect(await totalTasks()).toBe(before);
  });

  it('a changed task is reported, not written; --update writes it into the same task, attempts kept', async () => {
    const bank = join(work, 'changed-bank');
    await cp(exampleBank, bank, { recursive: true });
    await writeFile(join(bank, '05/robot-binary/text.md'), 'Новый текст задачи про робота.\n');
    await writeFile(join(bank, '05/robot-binary/files/numbers.txt'), '1 2 3\n');
    await writeFile(join(bank, '19-21/stones-1/task.yaml'), (await readFile(join(bank, '19-21/stones-1/task.yaml'), 'utf8')).replace('answer: 17', 'answer: 18'));
    const robot = (await tasksOf('imp_author')).find((task) => task.import_key === 'kege-2026-05-001')!;
    const student = userIds.get('imp_student')!;
    await t.db('task_attempts').insert({ user_id: student, task_id: robot.id, user_answer: '1', is_correct: false, attempt_number: 1 });
    const before = await totalTasks();

    const reported = await ege('import', bank, '--as', 'imp_author');
    expect(reported.code).toBe(0);
    expect(reported.stdout).toMatch(/изменено, не обновлено\s+2/);
    expect(reported.stdout).toMatch(/без изменений\s+4/);
    expect(reported.stdout).toContain('Изменены, но не обновлены (запустите с --update):');
    expect(reported.stdout).toContain('05/robot-binary (ключ kege-2026-05-001)');
    expect((await t.db('tasks').where({ id: robot.id }).first('text'))?.text).toBe(robot.text);

    const updated = await ege('import', bank, '--as', 'imp_author', '--update');
    expect(updated.stderr).toBe('');
    expect(updated.code).toBe(0);
    expect(updated.stdout).toMatch(/обновлено\s+2/);
    expect(await totalTasks()).toBe(before);
    const after = (await t.db('tasks').where({ id: robot.id }).first()) as TaskRow;
    expect(after.text).toBe('<p>Новый текст задачи про робота.</p>\n');
    const attachments = (await t.db('task_attachments').where({ task_id: robot.id }).orderBy('position').select('file')) as { file: string }[];
    expect((await createPostgresFileStorage(t.db).read(attachments[0]!.file)).toString()).toBe('1 2 3\n');
    expect(Number(((await t.db('task_attempts').where({ task_id: robot.id }).count({ n: '*' }).first()) as { n: string }).n)).toBe(1);
    const q19 = (await t.db('tasks').where({ author_id: userIds.get('imp_author'), type: 19 }).first('answer')) as { answer: string };
    expect(q19.answer).toBe('18');

    const again = await ege('import', bank, '--as', 'imp_author', '--update', '--json');
    expect((JSON.parse(again.stdout) as ImportReport).counts).toMatchObject({ unchanged: 6, updated: 0, created: 0 });
  });
});

describe('ege import of a tree with mistakes', () => {
  const good = { 'task.yaml': 'type: 1\ndifficulty: 1\nanswer: 5\n', 'text.md': 'Хорошее задание.' };
  const treeFiles: Record<string, string | Buffer> = {
    ...Object.fromEntries(Object.entries(good).map(([name, content]) => [`ok/one/${name}`, content])),
    // An answer that does not fit its table.
    'bad/table/task.yaml': 'type: 25\ndifficulty: 2\nanswer_type: table\ntable_shape: 1x2\nanswer: "1 2 3"\n',
    'bad/table/text.md': 'Таблица.',
    // An unknown field, a wrong difficulty and no statement.
    'bad/fields/task.yaml': 'type: 5\ndifficulty: 7\nanswr: 12\n',
    // A "PNG" that is text, and five attachments.
    'bad/files/task.yaml': 'type: 3\ndifficulty: 1\nanswer: 1\n',
    'bad/files/text.html': '<p>Файлы</p>',
    'bad/files/image.png': 'not a png at all',
    ...Object.fromEntries([1, 2, 3, 4, 5].map((n) => [`bad/files/files/${n}.txt`, `${n}\n`])),
    // A block without the answer to question 20, with an image a block cannot have.
    'bad/block/task.yaml': 'type: 19-21\ndifficulty: 2\nquestions:\n  19: {question: Один, answer: 1}\n  20: {question: Два}\n  21: {question: Три, answer: 3}\n',
    'bad/block/condition.md': 'Условие.',
    'bad/block/image.png': Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'),
    // Broken YAML.
    'bad/yaml/task.yaml': 'type: 1\n  difficulty: [1\n',
    'bad/yaml/text.md': 'x',
    // Two folders with one key.
    'dup/a/task.yaml': 'key: same\ntype: 1\ndifficulty: 1\nanswer: 1\n',
    'dup/a/text.md': 'a',
    'dup/b/task.yaml': 'key: same\ntype: 2\ndifficulty: 1\nanswer: 2\n',
    'dup/b/text.md': 'b',
    // A solution of a kind that is not allowed.
    'bad/solution/task.yaml': 'type: 4\ndifficulty: 1\nanswer: 4\n',
    'bad/solution/text.md': 'x',
    'bad/solution/solution.pdf': f.exe,
  };

  it('reports every problem with its folder, file and field, and writes nothing', async () => {
    const root = await writeTree(join(work, 'mistakes'), treeFiles);
    const before = await totalTasks();
    const result = await ege('import', root, '--as', 'imp_admin');
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    const lines = result.stderr;
    expect(lines).toContain('✖ bad/table/task.yaml: answer — Ответ не помещается в таблицу 1×2');
    expect(lines).toContain('✖ bad/fields/task.yaml: answr — Неизвестное поле');
    expect(lines).toContain('✖ bad/fields/task.yaml: difficulty — Сложность — 1 (лёгкая), 2 (средняя) или 3 (сложная)');
    expect(lines).toContain('✖ bad/fields/text.md: Нет текста: добавьте text.md или text.html');
    expect(lines).toContain('✖ bad/fields/task.yaml: answer — Укажите ответ');
    expect(lines).toContain('✖ bad/files/image.png: Пожалуйста, выберите изображение');
    expect(lines).toContain('✖ bad/files/files: Можно выбрать не более 4 файлов');
    expect(lines).toContain('✖ bad/block/task.yaml: questions.20.answer — Укажите ответ на вопрос 20');
    expect(lines).toContain('✖ bad/block/image.png: У блока 19-21 есть только файл решения');
    expect(lines).toMatch(/✖ bad\/yaml\/task\.yaml: Ошибка YAML/);
    expect(lines).toContain('✖ dup/a/task.yaml: key — Ключ same повторяется: также в dup/b');
    expect(lines).toContain('✖ dup/b/task.yaml: key — Ключ same повторяется: также в dup/a');
    expect(lines).toContain('✖ bad/solution/solution.pdf: Недопустимый тип файла');
    expect(lines).toMatch(/✖ Импорт не выполнен, ничего не записано: \d+ ошиб[а-я]* в 8 папках/);
    expect(await totalTasks()).toBe(before);
  });

  it('--json gives the problems as data; --dry-run reports and writes nothing', async () => {
    const root = join(work, 'mistakes');
    const json = await ege('import', root, '--as', 'imp_admin', '--json');
    expect(json.code).toBe(2);
    const report = JSON.parse(json.stdout) as ImportReport;
    expect(report.counts.invalid).toBe(8);
    expect(report.problems).toContainEqual({ folder: 'bad/table', file: 'bad/table/task.yaml', field: 'answer', message: 'Ответ не помещается в таблицу 1×2' });

    const before = await totalTasks();
    const dry = await ege('import', root, '--as', 'imp_admin', '--dry-run');
    expect(dry.code).toBe(2);
    expect(dry.stdout).toMatch(/\+ создать\s+ok\/one/);
    expect(dry.stdout).toContain('✖ bad/table/task.yaml: answer — Ответ не помещается в таблицу 1×2');
    expect(await totalTasks()).toBe(before);
  });

  it('--skip-invalid imports the valid ones and lists the rest, exit 0', async () => {
    const result = await ege('import', join(work, 'mistakes'), '--as', 'imp_admin', '--skip-invalid');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/создано\s+1/);
    expect(result.stdout).toMatch(/с ошибками\s+8/);
    expect(result.stdout).toContain('Не импортированы:');
    expect(result.stdout).toContain('✖ bad/files/image.png: Пожалуйста, выберите изображение');
    expect((await tasksOf('imp_admin')).map((task) => task.import_key)).toEqual(['ok/one']);
  });
});

describe('ege import refuses in the check what the write would refuse', () => {
  const good = { 'good/one/task.yaml': 'type: 1\ndifficulty: 1\nanswer: 5\n', 'good/one/text.md': 'Хорошее задание.' };

  it('a NUL (or a lone surrogate) in an answer or a statement: exit 2, named by file and field, and not even the good task is written', async () => {
    const root = await writeTree(join(work, 'nul-bank'), {
      ...good,
      'bad/nul-answer/task.yaml': 'type: 2\ndifficulty: 1\nanswer: "12\\0"\n',
      'bad/nul-answer/text.md': 'Ответ с NUL.',
      'bad/nul-text/task.yaml': 'type: 3\ndifficulty: 1\nanswer: 7\n',
      'bad/nul-text/text.md': 'Текст с \u0000 внутри.',
      'bad/surrogate/task.yaml': 'type: 4\ndifficulty: 1\nanswer: "\\uD800"\n',
      'bad/surrogate/text.md': 'Одиночный суррогат в ответе.',
      'bad/nul-block/task.yaml': 'type: 19-21\ndifficulty: 2\nquestions:\n  19: {question: Один, answer: 1}\n  20: {question: "Два\\0", answer: 2}\n  21: {question: Три, answer: 3}\n',
      'bad/nul-block/condition.md': 'Условие.',
    });
    for (const flags of [[], ['--dry-run']]) {
      const result = await ege('import', root, '--as', 'imp_nul', ...flags);
      expect(result.code).toBe(2);
      // Printed as the terminal wraps it: on stderr, or with --dry-run in the plan on stdout.
      const output = `${result.stdout}${result.stderr}`.replace(/\s+/g, ' ');
      expect(output).toContain(`✖ bad/nul-answer/task.yaml: answer — ${textRuleMessage}`);
      expect(output).toContain(`✖ bad/nul-text/text.md: ${textRuleMessage}`);
      expect(output).toContain(`✖ bad/surrogate/task.yaml: answer — ${textRuleMessage}`);
      expect(output).toContain(`✖ bad/nul-block/task.yaml: questions.20.question — ${textRuleMessage}`);
      expect(output).toMatch(/4 ошибки в 4 папках/);
      expect(output).not.toMatch(/SQL|insert into|invalid byte/i);
    }
    expect(await tasksOf('imp_nul')).toEqual([]);
  });

  it('a YAML alias bomb is a manifest error of its file; the other folders\' errors are still listed', async () => {
    const bomb = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
    for (const [n, name] of ['b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'].entries()) {
      const previous = n === 0 ? 'a' : ['b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'][n - 1]!;
      bomb.push(`${name}: &${name} [${Array.from({ length: 9 }, () => `*${previous}`).join(',')}]`);
    }
    const root = await writeTree(join(work, 'bomb-bank'), {
      ...good,
      'bad/bomb/task.yaml': `type: 1\ndifficulty: 1\nanswer: 1\n${bomb.join('\n')}\n`,
      'bad/bomb/text.md': 'Бомба.',
      'bad/answer/task.yaml': 'type: 1\ndifficulty: 1\n',
      'bad/answer/text.md': 'Без ответа.',
    });
    const result = await ege('import', root, '--as', 'imp_nul');
    expect(result.code).toBe(2);
    const output = result.stderr.replace(/\s+/g, ' ');
    expect(output).toContain(`✖ bad/bomb/task.yaml: ${aliasBombMessage}`);
    expect(output).toContain('✖ bad/answer/task.yaml: answer — Укажите ответ');
    expect(output).toMatch(/ничего не записано: 2 ошибки в 2 папках/);
    expect(await tasksOf('imp_nul')).toEqual([]);
  });

  it('a files/ folder or a file that is a symbolic link is refused, not skipped', async () => {
    const root = await writeTree(join(work, 'link-bank'), {
      ...good,
      'shared/data.txt': '1 2 3\n',
      'bad/linked-folder/task.yaml': 'type: 1\ndifficulty: 1\nanswer: 1\n',
      'bad/linked-folder/text.md': 'Вложения по ссылке.',
      'bad/linked-file/task.yaml': 'type: 1\ndifficulty: 1\nanswer: 1\n',
      'bad/linked-file/text.md': 'Картинка по ссылке.',
    });
    await mkdir(join(root, 'shared/files'));
    await symlink(join(root, 'shared'), join(root, 'bad/linked-folder/files'));
    await symlink(join(root, 'shared/data.txt'), join(root, 'bad/linked-file/image.png'));
    const result = await ege('import', root, '--as', 'imp_nul');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`✖ bad/linked-folder/files: ${symlinkMessage}`);
    expect(result.stderr).toContain(`✖ bad/linked-file/image.png: ${symlinkMessage}`);
    expect(await tasksOf('imp_nul')).toEqual([]);
  });
});

const storedFile = (key: string) => createPostgresFileStorage(t.db).read(key);

/** `count` single tasks, each with a data file when `withFiles`, under `prefix/`. */
function bankOf(prefix: string, count: number, withFiles: boolean, text = (i: number) => `Задание номер ${i}.`): Record<string, string> {
  const files: Record<string, string> = {};
  for (let i = 0; i < count; i++) {
    const folder = `${prefix}/task-${String(i).padStart(3, '0')}`;
    files[`${folder}/task.yaml`] = `type: ${(i % 16) + 1}\ndifficulty: ${(i % 3) + 1}\nanswer: ${i}\n`;
    files[`${folder}/text.md`] = text(i);
    if (withFiles) files[`${folder}/files/data.txt`] = `${i}\n`;
  }
  return files;
}

describe('ege import in batches', () => {
  const count = batchLimits.tasks * 2 + 30;

  it('locally: several batches, every task with its file, then all unchanged, then --update rewrites the changed ones', async () => {
    const root = await writeTree(join(work, 'batch-local'), bankOf('bank', count, true));
    const first = await ege('import', root, '--as', 'imp_batch', '--json');
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect((JSON.parse(first.stdout) as ImportReport).counts).toMatchObject({ created: count, failed: 0 });
    const tasks = await tasksOf('imp_batch');
    expect(tasks).toHaveLength(count);
    const attachments = (await t.db('task_attachments').whereIn('task_id', tasks.map((task) => task.id)).orderBy('task_id').select('file')) as { file: string }[];
    expect(attachments).toHaveLength(count);
    // Two batches are in flight at once, so task ids need not follow the folders' order: compare as sets.
    const contents = await Promise.all(attachments.map(async (row) => (await storedFile(row.file)).toString()));
    expect(new Set(contents)).toEqual(new Set(Array.from({ length: count }, (_, i) => `${i}\n`)));

    await writeTree(root, bankOf('bank', 3, true, (i) => `Новый текст ${i}.`));
    const again = await ege('import', root, '--as', 'imp_batch', '--update', '--json');
    expect((JSON.parse(again.stdout) as ImportReport).counts).toMatchObject({ created: 0, updated: 3, unchanged: count - 3 });
    expect((await tasksOf('imp_batch')).filter((task) => task.text.includes('Новый текст'))).toHaveLength(3);
  });

  it('remotely: the batches go over HTTP, files as multipart; a task the server refuses is that task\'s outcome, the rest written', async () => {
    const remoteData = await mkdtemp(join(tmpdir(), 'ege-cli-import-remote-'));
    const server = await startRemoteServer(t.url, remoteData);
    const configDir = join(work, 'remote-config');
    try {
      await logInRemote(configDir, server.address, 'imp_remote', 'secret-pass-1');
      const remote = (...argv: string[]) => runEge({ EGE_CONFIG_DIR: configDir }, argv);
      const root = await writeTree(join(work, 'batch-remote'), {
        ...bankOf('bank', count, true),
        'blocks/shared/task.yaml': 'key: shared\ntype: 19-21\ndifficulty: 2\nquestions:\n  19: {question: Один, answer: 1}\n  20: {question: Два, answer: 2}\n  21: {question: Три, answer: 3}\n',
        'blocks/shared/condition.md': 'Условие.',
      });
      const first = await remote('import', root, '--server', server.address, '--json');
      expect(first.stderr).toBe('');
      expect(first.code).toBe(0);
      expect((JSON.parse(first.stdout) as ImportReport).counts).toMatchObject({ created: count + 1, failed: 0 });
      const tasks = await tasksOf('imp_remote');
      expect(tasks).toHaveLength(count + 3);
      const attachments = (await t.db('task_attachments').whereIn('task_id', tasks.map((task) => task.id)).select('file')) as { file: string }[];
      expect(attachments).toHaveLength(count);
      expect((await storedFile(attachments[0]!.file)).toString()).toMatch(/^\d+\n$/);

      // The block's key now names a single task: only the server knows, and refuses that one task.
      const second = join(work, 'batch-remote-2');
      await writeTree(second, { ...bankOf('more', 5, false), 'shared/task.yaml': 'key: shared\ntype: 5\ndifficulty: 1\nanswer: 5\n', 'shared/text.md': 'Не блок.' });
      const refused = await remote('import', second, '--server', server.address, '--update', '--json');
      expect(refused.code).toBe(2);
      const report = JSON.parse(refused.stdout) as ImportReport;
      expect(report.counts).toMatchObject({ created: 5, failed: 1 });
      expect(report.problems).toContainEqual({ folder: 'shared', message: expect.stringContaining('Ключ shared уже занят заданием другого вида') });
      expect(await tasksOf('imp_remote')).toHaveLength(count + 3 + 5);
    } finally {
      await server.close();
      await rm(remoteData, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('an import killed half-way', () => {
  function spawnEge(argv: string[]) {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/cli/src/main.ts', ...argv], {
      cwd: repoRoot,
      env: { DATABASE_URL: t.url, DATA_DIR: dataDir },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const done = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>((resolve, reject) => {
      child.on('error', reject);
      child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
    });
    return { child, done };
  }

  it('is finished by running it again: the killed batch left nothing, the written ones are unchanged, no duplicates', async () => {
    const count = 300;
    const files: Record<string, string | Buffer> = {};
    const fieldTypes = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 22, 23, 24];
    for (let i = 0; i < count; i++) {
      const type = fieldTypes[i % fieldTypes.length]!;
      const folder = `bulk/${String(type).padStart(2, '0')}/task-${String(i).padStart(3, '0')}`;
      files[`${folder}/task.yaml`] = `type: ${type}\ndifficulty: ${(i % 3) + 1}\nanswer: ${i}\n`;
      files[`${folder}/text.md`] = `Задание номер ${i}.`;
      files[`${folder}/files/data.txt`] = `${i}\n`;
    }
    const root = await writeTree(join(work, 'bulk-bank'), files);
    const ofBulk = async () => Number(((await t.db('tasks').where({ author_id: userIds.get('imp_bulk') }).count({ n: '*' }).first()) as { n: string }).n);

    const first = spawnEge(['import', root, '--as', 'imp_bulk']);
    let exited = false;
    void first.done.then(() => (exited = true));
    while (!exited && (await ofBulk()) < 20) await new Promise((resolve) => setTimeout(resolve, 10));
    first.child.kill('SIGKILL');
    const killed = await first.done;
    expect(killed.stderr).toBe('');
    expect(killed.signal).toBe('SIGKILL');
    const written = await ofBulk();
    expect(written).toBeGreaterThanOrEqual(20);
    expect(written).toBeLessThan(count);
    // Whole batches only: the one in flight when the process died left nothing behind.
    expect(written % batchLimits.tasks).toBe(0);

    const second = await spawnEge(['import', root, '--as', 'imp_bulk', '--json']).done;
    expect(second.stderr).toBe('');
    expect(second.code).toBe(0);
    const report = JSON.parse(second.stdout) as ImportReport;
    expect(report.counts.created + report.counts.unchanged).toBe(count);
    expect(report.counts.unchanged).toBeGreaterThanOrEqual(written);
    expect(await ofBulk()).toBe(count);
    const keys = (await t.db('tasks').where({ author_id: userIds.get('imp_bulk') }).countDistinct({ n: 'import_key' }).first()) as { n: string };
    expect(Number(keys.n)).toBe(count);
    const attachments = (await t.db('task_attachments').join('tasks', 'tasks.id', 'task_attachments.task_id').where('tasks.author_id', userIds.get('imp_bulk')!).count({ n: '*' }).first()) as { n: string };
    expect(Number(attachments.n)).toBe(count);
  }, 180_000);
});
