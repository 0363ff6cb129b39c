import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentFixtures as f } from '@ege/core/tasks/checking/document-fixtures';
import type { HttpClient } from '@ege/tools/test/http-client';
import { signIn } from '@ege/tools/test/sign-in';
import { createTestApp, type TestApp } from '@ege/tools/test/test-app';

let t: TestApp;
let author: HttpClient;
let otherAuthor: HttpClient;
let student: HttpClient;

beforeAll(async () => {
  t = await createTestApp();
  [author, otherAuthor, student] = await Promise.all([signIn(t, 'author'), signIn(t, 'author'), signIn(t, 'student')]);
});
afterAll(async () => t.close());

const hash = (text: string) => createHash('sha256').update(text).digest('hex');
type Result = { key: string; kind: 'task' | 'block'; id: number; ids: number[]; block_id: number | null; hash: string | null; status: string };

function form(fields: Record<string, string>, files: { field: string; name: string; data: Buffer }[] = []): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  for (const file of files) data.append(file.field, new Blob([file.data]), file.name);
  return data;
}

const importTask = (client: HttpClient, fields: Record<string, string>, files: { field: string; name: string; data: Buffer }[] = []) =>
  client.request('POST', '/api/tasks/import/', { payload: form(fields, files) });

async function importOk(client: HttpClient, fields: Record<string, string>, files: { field: string; name: string; data: Buffer }[] = []): Promise<Result> {
  const response = await importTask(client, fields, files);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Result;
}

const task = (key: string, text: string, extra: Record<string, string> = {}) => ({
  type: '5',
  difficulty: '2',
  text: `<p>${text}</p>`,
  answer: '42',
  import_key: key,
  import_hash: hash(text),
  ...extra,
});
const countByKey = async (key: string) => Number((await t.deps.db('tasks').where({ import_key: key }).count({ n: '*' }).first())!.n);

describe('POST /api/tasks/import/', () => {
  it('creates once; the same key again is unchanged, a new hash is changed, update=true rewrites the same task', async () => {
    const created = await importOk(author, task('imp-1', 'Первый'), [{ field: 'attachments', name: 'data.txt', data: f.txt }]);
    expect(created).toMatchObject({ status: 'created', kind: 'task', key: 'imp-1', block_id: null });
    expect(await importOk(author, task('imp-1', 'Первый'))).toMatchObject({ status: 'unchanged', id: created.id });
    expect(await importOk(author, task('imp-1', 'Второй'))).toMatchObject({ status: 'changed', id: created.id, hash: hash('Первый') });
    expect((await t.deps.db('tasks').where({ id: created.id }).first('text'))?.text).toBe('<p>Первый</p>');

    const updated = await importOk(author, task('imp-1', 'Второй', { update: 'true', answer: '43' }));
    expect(updated).toMatchObject({ status: 'updated', id: created.id, hash: hash('Второй') });
    expect(await t.deps.db('tasks').where({ id: created.id }).first('text', 'answer')).toEqual({ text: '<p>Второй</p>', answer: '43' });
    // The files are replaced with the import's: none this time.
    expect(await t.deps.db('task_attachments').where({ task_id: created.id })).toEqual([]);
    expect(await countByKey('imp-1')).toBe(1);
  });

  it('keys are per author: another author gets a task of their own', async () => {
    const mine = await importOk(author, task('shared-key', 'Текст'));
    const theirs = await importOk(otherAuthor, task('shared-key', 'Текст'));
    expect(theirs.status).toBe('created');
    expect(theirs.id).not.toBe(mine.id);
  });

  it('two imports of one key at once make one task', async () => {
    const results = await Promise.all(Array.from({ length: 6 }, () => importOk(author, task('race-key', 'Гонка'))));
    expect(results.filter((r) => r.status === 'created')).toHaveLength(1);
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(await countByKey('race-key')).toBe(1);
  });

  it('a 19–21 block keeps its key on the block; update rewrites its questions in place', async () => {
    const block = {
      type: '19-21',
      difficulty: '2',
      condition: '<p>Камни</p>',
      question_19: 'Один',
      answer_19: '17',
      question_20: 'Два',
      answer_20: '[["9","16"]]',
      question_21: 'Три',
      answer_21: '15',
      import_key: 'stones',
      import_hash: hash('stones-1'),
    };
    const created = await importOk(author, block, [{ field: 'solution_document', name: 'solution.pdf', data: f.pdf }]);
    expect(created).toMatchObject({ status: 'created', kind: 'block' });
    expect(created.ids).toHaveLength(3);
    const updated = await importOk(author, { ...block, answer_19: '18', import_hash: hash('stones-2'), update: 'true' });
    expect(updated).toMatchObject({ status: 'updated', ids: created.ids, block_id: created.block_id });
    expect((await t.deps.db('tasks').where({ id: created.ids[0] }).first('answer'))?.answer).toBe('18');
    expect((await t.deps.db('task_blocks').where({ id: created.block_id! }).first('solution_document'))?.solution_document).toBeNull();

    // A single task may not take over a block's key.
    const conflict = await importTask(author, task('stones', 'Не блок', { update: 'true' }));
    expect(conflict.statusCode).toBe(409);
  });

  it('checks the form like the upload: a wrong answer and a bad file are refused, nothing stored', async () => {
    const bad = await importTask(author, task('bad-1', 'Плохое', { type: '25', answer_type: 'table', table_rows: '1', table_cols: '2', answer: '1 2 3' }));
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { errors: Record<string, string[]> }).errors.answer).toEqual(['Ответ не помещается в таблицу 1×2']);
    const exe = await importTask(author, task('bad-2', 'Плохое'), [{ field: 'attachments', name: 'x.pdf', data: f.exe }]);
    expect(exe.statusCode).toBe(400);
    const noKey = await importTask(author, { ...task('x', 'y'), import_key: '' });
    expect(noKey.statusCode).toBe(400);
    expect(await countByKey('bad-1')).toBe(0);
    expect(await countByKey('bad-2')).toBe(0);
  });

  it('is for authors and admins only', async () => {
    expect((await importTask(student, task('st', 'Ученик'))).statusCode).toBe(403);
    expect((await student.request('POST', '/api/tasks/import/status/', { json: { keys: ['st'] } })).statusCode).toBe(403);
  });
});

describe('POST /api/tasks/import/status/', () => {
  it('lists the caller\'s own keys with ids and hashes, not other authors\'', async () => {
    const response = await author.request('POST', '/api/tasks/import/status/', { json: { keys: ['imp-1', 'stones', 'nothing-here'] } });
    expect(response.statusCode, response.body).toBe(200);
    const { tasks } = response.json() as { tasks: Result[] };
    expect(tasks.map((x) => [x.key, x.kind, x.ids.length]).sort()).toEqual([
      ['imp-1', 'task', 1],
      ['stones', 'block', 3],
    ]);
    expect(tasks.find((x) => x.key === 'imp-1')?.hash).toBe(hash('Второй'));
    const other = await otherAuthor.request('POST', '/api/tasks/import/status/', { json: { keys: ['imp-1'] } });
    expect((other.json() as { tasks: Result[] }).tasks).toEqual([]);
  });
});

type BatchAnswer = { tasks: (Result | { key: string; status: 'refused'; detail: string; errors?: Record<string, string[]> })[] };
const importBatch = (client: HttpClient, tasks: Record<string, string>[], files: { field: string; name: string; data: Buffer }[] = []) =>
  files.length > 0 ? client.request('POST', '/api/tasks/import/batch/', { payload: form({ tasks: JSON.stringify(tasks) }, files) }) : client.request('POST', '/api/tasks/import/batch/', { json: { tasks } });

describe('POST /api/tasks/import/batch/', () => {
  it('answers each task as the single call would: created, unchanged, changed, updated, refused; the refused one alone is not written', async () => {
    const first = await importBatch(author, [task('batch-1', 'Один'), task('batch-2', 'Два'), task('batch-3', 'Три')], [
      { field: '1.attachments', name: 'data.txt', data: f.txt },
      { field: '2.attachments', name: 'x.pdf', data: f.exe },
    ]);
    expect(first.statusCode, first.body).toBe(200);
    const created = (first.json() as BatchAnswer).tasks;
    expect(created.map((r) => r.status)).toEqual(['created', 'created', 'refused']);
    expect(created[2]).toMatchObject({ key: 'batch-3', detail: expect.stringContaining('Недопустимый тип файла') });
    expect(await countByKey('batch-3')).toBe(0);
    const second = created[1] as Result;
    expect(await t.deps.db('task_attachments').where({ task_id: second.id }).select('name')).toEqual([{ name: 'data.txt' }]);

    const next = await importBatch(author, [
      task('batch-1', 'Один'),
      task('batch-2', 'Два — новый'),
      task('batch-1b', 'Новое'),
      task('stones', 'Ключ блока', { update: 'true' }),
      task('batch-3', 'Три', { update: 'true', answer: '7' }),
    ]);
    expect(next.statusCode, next.body).toBe(200);
    const answers = (next.json() as BatchAnswer).tasks;
    expect(answers.map((r) => r.status)).toEqual(['unchanged', 'changed', 'created', 'refused', 'created']);
    expect(answers[3]).toMatchObject({ key: 'stones', detail: expect.stringContaining('уже занят заданием другого вида') });

    const updated = await importBatch(author, [task('batch-2', 'Два — новый', { update: 'true' })]);
    expect((updated.json() as BatchAnswer).tasks[0]).toMatchObject({ status: 'updated', id: second.id });
    expect((await t.deps.db('tasks').where({ id: second.id }).first('text'))?.text).toBe('<p>Два — новый</p>');
    expect(await countByKey('batch-2')).toBe(1);
  });

  it('refuses the whole batch when it is malformed: a NUL, one key twice, a file of no task, too many tasks', async () => {
    const nul = await importBatch(author, [task('nul-1', 'Хорошее'), task('nul-2', 'Плохое', { answer: '4\u00002' })]);
    expect(nul.statusCode).toBe(400);
    expect(await countByKey('nul-1')).toBe(0);
    const twice = await importBatch(author, [task('twice', 'А'), task('twice', 'Б')]);
    expect(twice.statusCode).toBe(400);
    expect((twice.json() as { detail: string }).detail).toContain('Ключ twice повторяется в пакете');
    const stray = await importBatch(author, [task('stray', 'А')], [{ field: '3.image', name: 'a.png', data: f.txt }]);
    expect(stray.statusCode).toBe(400);
    expect((stray.json() as { detail: string }).detail).toContain('3.image не относится ни к одному заданию');
    const many = await importBatch(author, Array.from({ length: 201 }, (_, i) => task(`many-${i}`, 'Много')));
    expect(many.statusCode).toBe(400);
    expect(await countByKey('stray')).toBe(0);
    expect(await countByKey('many-0')).toBe(0);
  });

  it('is for authors and admins only, checked on the server', async () => {
    const response = await importBatch(student, [task('student-batch', 'Ученик')]);
    expect(response.statusCode).toBe(403);
    expect(await countByKey('student-batch')).toBe(0);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/tasks/import/batch/', payload: { tasks: [task('anon-batch', 'Аноним')] } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('two batches of the same keys at once make each task once', async () => {
    const keys = Array.from({ length: 20 }, (_, i) => task(`race-batch-${i}`, `Гонка ${i}`));
    const answers = await Promise.all(Array.from({ length: 4 }, () => importBatch(author, keys)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const statuses = answers.flatMap((a) => (a.json() as BatchAnswer).tasks.map((r) => r.status));
    expect(statuses.filter((s) => s === 'created')).toHaveLength(20);
    expect(statuses.filter((s) => s === 'unchanged')).toHaveLength(60);
    for (let i = 0; i < 20; i++) expect(await countByKey(`race-batch-${i}`)).toBe(1);
  });
});
