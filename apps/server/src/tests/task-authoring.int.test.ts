import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentFixtures as f } from '@ege/core/tasks/checking/document-fixtures';
import { HttpClient } from '@ege/tools/test/http-client';
import { signIn } from '@ege/tools/test/sign-in';
import { createTestApp, type TestApp } from '@ege/tools/test/test-app';

let t: TestApp;
let author: HttpClient;
let otherAuthor: HttpClient;
let admin: HttpClient;
let student: HttpClient;

beforeAll(async () => {
  t = await createTestApp();
  [author, otherAuthor, admin, student] = await Promise.all([signIn(t, 'author'), signIn(t, 'author'), signIn(t, 'admin'), signIn(t, 'student')]);
});
afterAll(async () => t.close());

const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const onlyAuthors = { detail: 'Доступ только для авторов и администраторов' };
const notOwn = { detail: 'Можно изменять только свои задания' };
const documentType = 'Недопустимый тип файла: разрешены PDF, DOC, DOCX, XLS, XLSX, ODS, ODT, TXT, CSV';

type Upload = { field: string; name: string; data: Buffer };
type ErrorBody = { detail: string; errors?: Record<string, string[]> };
type Attachment = { id: number; file: string; url: string };
type Task = {
  id: number;
  type: number;
  text: string;
  question: string | null;
  answer?: string | null;
  answers?: string[][] | null;
  answer_type: string;
  table_shape: [number, number] | null;
  attachments: Attachment[];
  image: string | null;
  solution_document: string | null;
  block_id: number | null;
  difficulty: number;
  subject: string;
};
type Created = { detail: string; id: number; ids: number[]; block_id: number | null; tasks: Task[] };

function form(fields: Record<string, string>, files: Upload[] = []): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  for (const file of files) data.append(file.field, new Blob([file.data]), file.name);
  return data;
}

const upload = (client: HttpClient, fields: Record<string, string>, files: Upload[] = []) =>
  client.request('POST', '/api/tasks/', { payload: form(fields, files) });

async function uploadOk(client: HttpClient, fields: Record<string, string>, files: Upload[] = []): Promise<Created> {
  const response = await upload(client, fields, files);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Created;
}

const simpleTask = { type: '1', difficulty: '1', text: '<p>Простая задача</p>', answer: '42' };
const taskCount = async () => Number(((await t.deps.db('tasks').count({ n: '*' })) as [{ n: string }])[0].n);
const isStored = async (url: string) => (await t.deps.storage.stat(url.replace(/^\/media\//, ''))) !== null;

describe('who may author tasks', () => {
  it('refuses students, teachers and moderators with 403, guests with 401, and stores nothing', async () => {
    const before = await taskCount();
    const own = await uploadOk(author, simpleTask);
    const others = [student, await signIn(t, 'teacher'), await signIn(t, 'moderator')];
    for (const client of others) {
      const calls = [
        await upload(client, simpleTask),
        await client.request('POST', '/api/tasks/tasks/', { json: { type: 1, difficulty: 1, answer: '1' } }),
        await client.request('GET', '/api/tasks/tasks/'),
        await client.request('GET', `/api/tasks/tasks/${own.id}/`),
        await client.request('PUT', `/api/tasks/tasks/${own.id}/`, { json: { answer: '0' } }),
        await client.request('DELETE', `/api/tasks/tasks/${own.id}/`),
        await client.request('GET', '/api/tasks/upload-draft/'),
        await client.request('POST', '/api/tasks/upload-image/', { payload: form({}, [{ field: 'file', name: 'a.png', data: png }]) }),
        await client.trpcQuery('authoring.list', {}),
      ];
      for (const response of calls) {
        expect(response.statusCode, response.body).toBe(403);
        if (!response.body.includes('"error"')) expect(response.json()).toEqual(onlyAuthors);
      }
    }
    const guest = new HttpClient(t.app);
    expect((await upload(guest, simpleTask)).statusCode).toBe(401);
    expect((await guest.request('GET', '/api/tasks/tasks/')).statusCode).toBe(401);
    expect(await taskCount()).toBe(before + 1);
    expect((await t.deps.db('tasks').where({ id: own.id }).first())?.answer).toBe('42');
  });

  it('lets an author change only their own tasks, and an admin any', async () => {
    const created = await author.request('POST', '/api/tasks/tasks/', { json: { type: 3, difficulty: 2, text: '<p>Чужая</p>', answer: '7' } });
    expect(created.statusCode, created.body).toBe(200);
    const id = (created.json() as Created).id;

    for (const response of [
      await otherAuthor.request('GET', `/api/tasks/tasks/${id}/`),
      await otherAuthor.request('PUT', `/api/tasks/tasks/${id}/`, { json: { answer: '8' } }),
      await otherAuthor.request('DELETE', `/api/tasks/tasks/${id}/`),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(notOwn);
    }
    expect(await t.deps.db('tasks').where({ id }).first('answer')).toEqual({ answer: '7' });

    const edited = await admin.request('PUT', `/api/tasks/tasks/${id}/`, { json: { answer: '9', difficulty: 3 } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ id, answer: '9', difficulty: 3 });
    const removed = await admin.request('DELETE', `/api/tasks/tasks/${id}/`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ detail: 'Задание удалено' });
    expect(await t.deps.db('tasks').where({ id }).first()).toBeUndefined();
    expect((await author.request('GET', `/api/tasks/tasks/${id}/`)).statusCode).toBe(404);
  });

  it('lists an author’s own tasks only, an admin’s all, in full or minimal', async () => {
    const mine = await uploadOk(author, { ...simpleTask, type: '6', text: '<p>Черепаха <b>рисует</b></p>', answer: '6' });
    const theirs = await uploadOk(otherAuthor, { ...simpleTask, type: '6', answer: '66' });

    const own = (await author.request('GET', '/api/tasks/tasks/?type=6')).json() as { count: number; results: Task[] };
    expect(own.results.map((task) => task.id)).toEqual([mine.id]);
    expect(own.count).toBe(1);
    expect(own.results[0]).toMatchObject({ answer: '6', type: 6 });

    const all = (await admin.request('GET', '/api/tasks/tasks/?type=6&page_size=1')).json() as { count: number; page_size: number; results: Task[] };
    expect(all).toMatchObject({ count: 2, page_size: 1 });
    expect(all.results.map((task) => task.id)).toEqual([theirs.id]);
    const second = (await admin.request('GET', '/api/tasks/tasks/?type=6&page_size=1&page=2')).json() as { results: Task[] };
    expect(second.results.map((task) => task.id)).toEqual([mine.id]);

    const minimal = (await author.request('GET', '/api/tasks/tasks/?type=6&minimal=true')).json() as { results: Record<string, unknown>[] };
    expect(minimal.results).toHaveLength(1);
    expect(Object.keys(minimal.results[0]!).sort()).toEqual(['created_at', 'difficulty', 'excerpt', 'id', 'type']);
    expect(minimal.results[0]).toMatchObject({ id: mine.id, type: 6, difficulty: 1, excerpt: 'Черепаха рисует' });

    const tooBig = await author.request('GET', '/api/tasks/tasks/?page_size=101');
    expect(tooBig.statusCode).toBe(400);
    expect((tooBig.json() as ErrorBody).errors).toEqual({ page_size: ['Размер страницы — от 1 до 100'] });
  });
});

describe('multipart upload with files', () => {
  it('stores a type-9 task with an .ods attachment and a PDF solution; a student sees the files, not the answer', async () => {
    const created = await uploadOk(
      author,
      { subject: 'inf', type: '9', difficulty: '2', answer_type: 'field', answer: '1523', text: '<p>Откройте файл электронной таблицы.</p>' },
      [
        { field: 'attachments', name: 'Задание 9.ods', data: f.ods },
        { field: 'solution_document', name: 'решение.pdf', data: f.pdf },
      ],
    );
    expect(created).toMatchObject({ detail: 'Задача успешно загружена!', ids: [created.id], block_id: null });
    const row = await t.deps.db('tasks').where({ id: created.id }).first();
    expect(row).toMatchObject({ type: 9, difficulty: 2, answer: '1523', answer_type: 'field' });
    expect(row?.solution_document).toMatch(new RegExp(`^tasks/${created.id}/[0-9a-f]{12}-reshenie\\.pdf$`));

    const seen = await student.request('GET', `/api/tasks/task/${created.id}/`);
    expect(seen.statusCode).toBe(200);
    const task = seen.json() as Task;
    expect(task.attachments).toEqual([{ id: expect.any(Number), file: 'Задание 9.ods', url: expect.stringMatching(new RegExp(`^/media/tasks/${created.id}/[0-9a-f]{12}-Zadanie_9\\.ods$`)) }]);
    expect(seen.body).not.toMatch(/"answers?":|1523/);
    expect(task.solution_document).toBeNull();

    const download = await t.app.inject({ method: 'GET', url: task.attachments[0]!.url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe("attachment; filename*=UTF-8''Zadanie_9.ods");
    expect(download.headers['content-type']).toBe('application/vnd.oasis.opendocument.spreadsheet');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-security-policy']).toContain('sandbox');
    expect(download.rawPayload.equals(f.ods)).toBe(true);

    const editing = (await author.request('GET', `/api/tasks/tasks/${created.id}/`)).json() as Task;
    expect(editing).toMatchObject({ answer: '1523', solution_document: expect.stringMatching(/^\/media\/tasks\/\d+\/[0-9a-f]{12}-reshenie\.pdf$/) });
    const solution = await t.app.inject({ method: 'GET', url: editing.solution_document! });
    expect(solution.headers['content-type']).toBe('application/pdf');
    expect(solution.headers['content-disposition']).toBe("attachment; filename*=UTF-8''reshenie.pdf");

    const removed = await author.request('DELETE', `/api/tasks/tasks/${created.id}/`);
    expect(removed.json()).toEqual({ detail: 'Задание удалено' });
    expect(await isStored(task.attachments[0]!.url)).toBe(false);
    expect(await isStored(editing.solution_document!)).toBe(false);
    expect(await t.deps.db('task_attachments').where({ task_id: created.id })).toHaveLength(0);
    expect((await t.app.inject({ method: 'GET', url: task.attachments[0]!.url })).statusCode).toBe(404);
  });

  it('accepts the exam’s own formats by content: .odt, .txt in cp1251, .csv, .docx, .xlsx', async () => {
    const created = await uploadOk(author, { ...simpleTask, type: '10' }, [
      { field: 'attachments', name: '10.odt', data: f.odt },
      { field: 'attachments', name: '17.txt', data: f.cp1251Txt },
      { field: 'attachments', name: 'data.csv', data: f.csv },
      { field: 'attachments', name: 'table.xlsx', data: f.xlsx },
      { field: 'solution_document', name: 'razbor.docx', data: f.docx },
    ]);
    expect(created.tasks[0]!.attachments.map((a) => a.file)).toEqual(['10.odt', '17.txt', 'data.csv', 'table.xlsx']);
    const text = await t.app.inject({ method: 'GET', url: created.tasks[0]!.attachments[1]!.url });
    expect(text.headers['content-disposition']).toBe("attachment; filename*=UTF-8''17.txt");
    expect(text.rawPayload.equals(f.cp1251Txt)).toBe(true);
  });

  it('refuses a program renamed to .pdf, as a solution or an attachment, and keeps no file', async () => {
    const before = await taskCount();
    for (const field of ['solution_document', 'attachments']) {
      const response = await upload(author, simpleTask, [{ field, name: 'решение.pdf', data: f.exe }]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: documentType, errors: { [field]: [documentType] } });
    }
    const image = await upload(author, simpleTask, [{ field: 'image', name: 'cat.png', data: f.exe }]);
    expect(image.json()).toEqual({ detail: 'Пожалуйста, выберите изображение', errors: { image: ['Пожалуйста, выберите изображение'] } });
    expect(await taskCount()).toBe(before);
  });

  it('refuses a fifth attachment with the spec text, on upload and on edit', async () => {
    const five = Array.from({ length: 5 }, (_, i) => ({ field: 'attachments', name: `${i}.txt`, data: f.txt }));
    const before = await taskCount();
    const response = await upload(author, simpleTask, five);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Можно выбрать не более 4 файлов', errors: { attachments: ['Можно выбрать не более 4 файлов'] } });
    expect(await taskCount()).toBe(before);

    const created = await uploadOk(author, simpleTask, five.slice(0, 3));
    const edit = await author.request('PUT', `/api/tasks/tasks/${created.id}/`, { payload: form({}, five.slice(0, 2)) });
    expect(edit.statusCode).toBe(400);
    expect((edit.json() as ErrorBody).detail).toBe('Можно выбрать не более 4 файлов');
    const swapped = await author.request('PUT', `/api/tasks/tasks/${created.id}/`, {
      payload: form({ remove_attachments: String(created.tasks[0]!.attachments[0]!.id) }, five.slice(0, 2)),
    });
    expect(swapped.statusCode, swapped.body).toBe(200);
    expect((swapped.json() as Task).attachments.map((a) => a.file)).toEqual(['1.txt', '2.txt', '0.txt', '1.txt']);
    expect(await isStored(created.tasks[0]!.attachments[0]!.url)).toBe(false);
  });

  it('refuses a file over 10 MB', async () => {
    const before = await taskCount();
    const big = Buffer.concat([f.pdf, Buffer.alloc(10 * 1024 * 1024)]);
    const response = await upload(author, simpleTask, [{ field: 'solution_document', name: 'big.pdf', data: big }]);
    expect(response.statusCode).toBe(413);
    expect((response.json() as ErrorBody).detail).toBe('Файл слишком большой. Максимальный размер: 10MB');
    expect(await taskCount()).toBe(before);
  });

  it('replaces files on edit and removes the old ones', async () => {
    const created = await uploadOk(author, simpleTask, [
      { field: 'image', name: 'рисунок.png', data: png },
      { field: 'solution_document', name: 'old.pdf', data: f.pdf },
    ]);
    const old = created.tasks[0]!;
    expect(old.image).toMatch(/-risunok\.png$/);
    const image = await t.app.inject({ method: 'GET', url: old.image! });
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-disposition']).toBe('inline');

    const edited = await author.request('PUT', `/api/tasks/tasks/${created.id}/`, {
      payload: form({ remove_image: 'true', text: '<p>Новый текст</p>' }, [{ field: 'solution_document', name: 'new.docx', data: f.docx }]),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const task = edited.json() as Task;
    expect(task).toMatchObject({ image: null, text: '<p>Новый текст</p>', solution_document: expect.stringMatching(/-new\.docx$/) });
    expect(await isStored(old.image!)).toBe(false);
    expect(await isStored(old.solution_document!)).toBe(false);
    expect(await isStored(task.solution_document!)).toBe(true);
  });
});

describe('19-21 blocks', () => {
  const blockForm = {
    subject: 'blk',
    type: '19-21',
    difficulty: '3',
    condition: '<p>Два игрока, Петя и Ваня, играют в игру.</p><script>alert(1)</script>',
    question_19: '<p>Вопрос 19</p>',
    question_20: '<p>Вопрос 20</p>',
    question_21: '<p>Вопрос 21</p>',
    answer_19: '20',
    answer_type_20: 'table',
    answer_20: '10 18',
    answer_21: '17',
  };

  it('creates three linked tasks that the trainer serves as a block', async () => {
    const created = await uploadOk(author, blockForm, [{ field: 'solution_document', name: 'block.pdf', data: f.pdf }]);
    expect(created.ids).toHaveLength(3);
    expect(created.block_id).toEqual(expect.any(Number));
    const rows = await t.deps.db('tasks').whereIn('id', created.ids).orderBy('block_position');
    expect(rows.map((r) => r.type)).toEqual([19, 20, 21]);
    expect(new Set(rows.map((r) => r.block_id))).toEqual(new Set([created.block_id]));
    expect(rows[1]).toMatchObject({ answer_type: 'table', answer_rows: [['10', '18']], difficulty: 3 });

    const served = await student.request('GET', '/api/tasks/block-19-21/?subject=blk');
    expect(served.statusCode).toBe(200);
    const block = served.json() as { ids: number[]; condition: string; questions: string[]; table_shapes: unknown[] };
    expect(block.ids).toEqual(created.ids);
    expect(block.questions).toEqual(['<p>Вопрос 19</p>', '<p>Вопрос 20</p>', '<p>Вопрос 21</p>']);
    expect(block.table_shapes).toEqual([null, [1, 2], null]);
    expect(block.condition).toContain('Петя и Ваня');
    expect(block.condition).not.toContain('script');
    expect(served.body).not.toMatch(/"answers?":|"solution":/);

    const editing = (await author.request('GET', `/api/tasks/tasks/${created.ids[1]}/`)).json() as Task;
    expect(editing).toMatchObject({ answers: [['10', '18']], solution_document: expect.stringMatching(/-block\.pdf$/) });
  });

  it('edits the shared condition of the block from any question, sanitised, and deletes the whole block', async () => {
    const created = await uploadOk(author, { ...blockForm, subject: 'blk2' }, [{ field: 'solution_document', name: 'block.pdf', data: f.pdf }]);
    const edited = await author.request('PUT', `/api/tasks/tasks/${created.ids[2]}/`, {
      json: { condition: '<p>Новое условие</p><img src="/media/x.png" onerror="alert(1)">', difficulty: 1, question: '<p>Новый вопрос 21</p>' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const block = (await student.request('GET', '/api/tasks/block-19-21/?subject=blk2')).json() as { condition: string; questions: string[] };
    expect(block.condition).toContain('Новое условие');
    expect(block.condition).not.toMatch(/onerror|script/);
    expect(block.questions[2]).toBe('<p>Новый вопрос 21</p>');
    expect(await t.deps.db('tasks').where({ block_id: created.block_id }).pluck('difficulty')).toEqual([1, 1, 1]);
    const retype = await author.request('PUT', `/api/tasks/tasks/${created.ids[0]}/`, { json: { type: 5 } });
    expect(retype.statusCode).toBe(400);
    expect(retype.json()).toEqual({ detail: 'Тип вопроса блока 19-21 изменить нельзя', errors: { type: ['Тип вопроса блока 19-21 изменить нельзя'] } });

    const solution = (await t.deps.db('task_blocks').where({ id: created.block_id! }).first())?.solution_document as string;
    const removed = await author.request('DELETE', `/api/tasks/tasks/${created.ids[0]}/`);
    expect(removed.json()).toEqual({ detail: 'Блок 19-21 удалён' });
    expect(await t.deps.db('tasks').whereIn('id', created.ids)).toHaveLength(0);
    expect(await t.deps.db('task_blocks').where({ id: created.block_id! })).toHaveLength(0);
    expect(await isStored(solution)).toBe(false);
  });

  it('names each missing field of the block form', async () => {
    const response = await upload(author, { type: '19-21', difficulty: '2', question_20: '<p>?</p>', answer_20: '1 2' });
    expect(response.statusCode).toBe(400);
    expect((response.json() as ErrorBody).errors).toEqual({
      condition: ['Укажите условие блока'],
      question_19: ['Укажите вопрос 19'],
      answer_19: ['Укажите ответ на вопрос 19'],
      question_21: ['Укажите вопрос 21'],
      answer_21: ['Укажите ответ на вопрос 21'],
    });
  });
});

describe('task content', () => {
  it('strips script and event handlers from uploaded and edited HTML, as served to students', async () => {
    const created = await uploadOk(author, {
      ...simpleTask,
      text: '<p>Сколько путей?<script>alert(1)</script></p><img src="/media/x.png" onerror="alert(2)">',
    });
    const served = ((await student.request('GET', `/api/tasks/task/${created.id}/`)).json() as Task).text;
    expect(served).toContain('Сколько путей?');
    expect(served).toContain('<img src="/media/x.png"');
    expect(served).not.toMatch(/script|onerror|alert/);

    await author.request('PUT', `/api/tasks/tasks/${created.id}/`, {
      payload: form({ text: '<p onclick="steal()">Исправлено</p><script>steal()</script>', question: '<b onmouseover="x()">Вопрос</b>' }),
    });
    const edited = (await student.request('GET', `/api/tasks/task/${created.id}/`)).json() as Task;
    expect(edited.text).toBe('<p>Исправлено</p>');
    expect(edited.question).toBe('<b>Вопрос</b>');
  });

  it('stores a table answer given as "1 2 | 3 4" as rows, and checks it', async () => {
    const created = await uploadOk(author, { type: '27', difficulty: '3', answer_type: 'table', answer: '1 2 | 3 4', text: '<p>27</p>' });
    expect(await t.deps.db('tasks').where({ id: created.id }).first('answer_type', 'answer', 'answer_rows', 'table_shape')).toEqual({
      answer_type: 'table',
      answer: null,
      answer_rows: [['1', '2'], ['3', '4']],
      table_shape: null,
    });
    const fromJson = await uploadOk(author, { type: '5', difficulty: '1', answer_type: 'table', answer: '[["7","8","9"]]', table_rows: '2', table_cols: '3' });
    expect(fromJson.tasks[0]).toMatchObject({ answer_type: 'table', table_shape: [2, 3], answers: [['7', '8', '9']] });

    const solver = await signIn(t, 'student');
    const check = await solver.request('POST', '/api/tasks/check/', { json: { task_id: created.id, user_table_answer: [['1', '2'], ['3', '4']] } });
    expect(check.json()).toMatchObject({ is_correct: true, points: 2 });

    const tooSmall = await upload(author, { type: '5', difficulty: '1', answer_type: 'table', answer: '1 2 3', table_rows: '1', table_cols: '2' });
    expect(tooSmall.json()).toEqual({ detail: 'Ответ не помещается в таблицу 1×2', errors: { answer: ['Ответ не помещается в таблицу 1×2'] } });
    const noRows = await upload(author, { type: '5', difficulty: '1', answer_type: 'table', answer: '1', table_rows: '0', table_cols: '21' });
    expect((noRows.json() as ErrorBody).errors).toEqual({ table_rows: ['Число строк таблицы — от 1 до 20'], table_cols: ['Число столбцов таблицы — от 1 до 20'] });
  });

  it('answers missing required fields with 400 and a Russian message per field', async () => {
    const empty = await upload(author, { subject: '' });
    expect(empty.statusCode).toBe(400);
    expect((empty.json() as ErrorBody).errors).toEqual({
      subject: ['Укажите предмет'],
      type: ['Укажите тип задания'],
      difficulty: ['Укажите сложность'],
    });
    const noAnswer = await author.request('POST', '/api/tasks/tasks/', { json: { type: 9, difficulty: 4, answer: '  ' } });
    expect(noAnswer.statusCode).toBe(400);
    expect(noAnswer.json()).toEqual({
      detail: 'Сложность — 1 (лёгкая), 2 (средняя) или 3 (сложная)',
      errors: { difficulty: ['Сложность — 1 (лёгкая), 2 (средняя) или 3 (сложная)'], answer: ['Укажите ответ'] },
    });
    const single19 = await upload(author, { type: '19', difficulty: '1', answer: '5' });
    expect((single19.json() as ErrorBody).errors).toEqual({ type: ['Задания 19, 20 и 21 загружаются блоком: выберите тип 19-21'] });
    const badType = await upload(author, { type: '28', difficulty: '1', answer: '5' });
    expect((badType.json() as ErrorBody).errors).toEqual({ type: ['Тип задания — число от 1 до 27 или 19-21'] });
  });

  it('creates over tRPC with JSON too, the same procedure as REST', async () => {
    const response = await author.trpcMutation('authoring.create', { type: 2, difficulty: 2, text: '<p>tRPC</p>', answer: 'xyz' });
    expect(response.statusCode, response.body).toBe(200);
    const id = (response.json() as { result: { data: Created } }).result.data.id;
    expect(await t.deps.db('tasks').where({ id }).first('answer', 'author_id')).toMatchObject({ answer: 'xyz', author_id: expect.any(Number) });
  });
});

describe('editor images', () => {
  it('stores an image and returns its URL; refuses anything else', async () => {
    const response = await author.request('POST', '/api/tasks/upload-image/', { payload: form({}, [{ field: 'file', name: 'схема.png', data: png }]) });
    expect(response.statusCode, response.body).toBe(200);
    const { url } = response.json() as { url: string };
    expect(url).toMatch(/^\/media\/task-images\/[0-9a-f]{24}\.png$/);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);

    const pdf = await author.request('POST', '/api/tasks/upload-image/', { payload: form({}, [{ field: 'file', name: 'x.png', data: f.pdf }]) });
    expect(pdf.statusCode).toBe(400);
    expect((pdf.json() as ErrorBody).detail).toBe('Пожалуйста, выберите изображение');
    expect(await t.deps.db('stored_files').whereLike('key', 'task-images/%')).toHaveLength(1);
  });
});

describe('upload draft', () => {
  it('round-trips per user and is gone after delete', async () => {
    const mine = await signIn(t, 'author');
    const theirs = await signIn(t, 'admin');
    expect((await mine.request('GET', '/api/tasks/upload-draft/')).json()).toEqual({ draft: null, updated_at: null });

    const draft = { type: '9', difficulty: '2', text: '<p>Черновик</p>', answer: '15', attachments_note: ['a', 'b'] };
    const saved = await mine.request('PUT', '/api/tasks/upload-draft/', { json: { draft } });
    expect(saved.statusCode, saved.body).toBe(200);
    const loaded = (await mine.request('GET', '/api/tasks/upload-draft/')).json() as { draft: unknown; updated_at: string };
    expect(loaded.draft).toEqual(draft);
    expect(Date.parse(loaded.updated_at)).toBeGreaterThan(Date.now() - 60_000);

    expect((await theirs.request('GET', '/api/tasks/upload-draft/')).json()).toEqual({ draft: null, updated_at: null });
    await theirs.request('PUT', '/api/tasks/upload-draft/', { json: { draft: { type: '19-21' } } });
    expect(((await mine.request('GET', '/api/tasks/upload-draft/')).json() as { draft: unknown }).draft).toEqual(draft);

    await mine.request('PUT', '/api/tasks/upload-draft/', { json: { draft: { text: 'второй' } } });
    expect(((await mine.request('GET', '/api/tasks/upload-draft/')).json() as { draft: unknown }).draft).toEqual({ text: 'второй' });

    expect((await mine.request('DELETE', '/api/tasks/upload-draft/')).json()).toEqual({ detail: 'Черновик удалён' });
    expect((await mine.request('GET', '/api/tasks/upload-draft/')).json()).toEqual({ draft: null, updated_at: null });
    expect(((await theirs.request('GET', '/api/tasks/upload-draft/')).json() as { draft: unknown }).draft).toEqual({ type: '19-21' });
  });

  it('refuses a draft over 200 KB and one that is not an object', async () => {
    const big = await author.request('PUT', '/api/tasks/upload-draft/', { json: { draft: { text: 'x'.repeat(201 * 1024) } } });
    expect(big.statusCode).toBe(400);
    expect((big.json() as ErrorBody).errors).toEqual({ draft: ['Черновик слишком большой: не более 200 КБ'] });
    const list = await author.request('PUT', '/api/tasks/upload-draft/', { json: { draft: ['a'] } });
    expect(list.statusCode).toBe(400);
  });
});
