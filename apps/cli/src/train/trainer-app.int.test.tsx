/** @jsxRuntime automatic */
import { experiencePerLevel } from '@ege/core/rules/level';
import { createPostgresFileStorage } from '@ege/core/storage/postgres-file-storage';
import { insertBlock, insertTask } from '@ege/core/tasks/authoring/insert-task';
import { createUser } from '@ege/core/identity/create-user';
import { createTestDatabase, type TestDatabase } from '@ege/tools/test/test-database';
import { render } from 'ink-testing-library';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CliApi } from '../api/cli-api';
import { readCliConfig } from '../cli-config';
import { openCliSession, type CliSession } from '../session/open-cli-session';
import { loadTrainerScreen, type TrainerTarget } from './load-trainer-screen';
import { TrainerApp, type TrainerSummary } from './trainer-app';
import { logInRemote, startRemoteServer, type RemoteServer } from '../testing/start-remote-server';

let t: TestDatabase;
let dataDir: string;
let filesDir: string;
let session: CliSession;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'ege-train-data-'));
  filesDir = join(dataDir, 'ege-files');
  const storage = createPostgresFileStorage(t.db);
  await storage.save('tasks/t5/numbers.txt', Buffer.from('1 2 3\n'));
  // Two bank tasks of type 3: once both are solved the trainer generates a new one (decision 040).
  ids.first = await insertTask(t.db, {
    type: 3,
    difficulty: 1,
    text: '<p>Найдите число &amp; запишите его.</p><table><tr><th>x</th><th>y</th></tr><tr><td>1</td><td>2</td></tr></table>',
    answer: { kind: 'field', value: '42' },
    attachments: [{ file: 'tasks/t5/numbers.txt', name: 'numbers.txt' }],
    solution: '<p>Считаем перебором.</p><pre><code>print(42)</code></pre>',
  });
  ids.second = await insertTask(t.db, { type: 3, difficulty: 2, text: '<p>Второе задание третьего типа.</p>', answer: { kind: 'field', value: '7' }, solution: '<pre><code>print(7)</code></pre>' });
  ids.table = await insertTask(t.db, {
    type: 17,
    difficulty: 2,
    text: '<p>Две величины в таблицу.</p>',
    answer: { kind: 'table', rows: [['3', '15']] },
    solution: '<p>Перебираем пары.</p><pre><code>print(3, 15)</code></pre>',
  });
  ids.pastedField = await insertTask(t.db, { type: 6, difficulty: 1, text: '<p>Ответ вставляется целиком.</p>', answer: { kind: 'field', value: '42' } });
  ids.pastedTable = await insertTask(t.db, { type: 26, difficulty: 3, text: '<p>Два числа вставляются целиком.</p>', answer: { kind: 'table', rows: [['125', '7']] } });
  ids.block = (
    await insertBlock(t.db, {
      condition: '<p>Два игрока, Петя и Ваня, играют в игру.</p>',
      difficulty: 2,
      questions: [
        { type: 19, question: '<p>Вопрос девятнадцать?</p>', answer: { kind: 'field', value: '10' } },
        { type: 20, question: '<p>Вопрос двадцать?</p>', answer: { kind: 'table', rows: [['11', '12']] } },
        { type: 21, question: '<p>Вопрос двадцать один?</p>', answer: { kind: 'field', value: '13' } },
      ],
    })
  ).blockId;
  await createUser(t.db, { username: 'pupil', email: 'pupil@example.ru', password: 'secret-pass-1', role: 'student' });
  await createUser(t.db, { username: 'remote_pupil', email: 'remote_pupil@example.ru', password: 'secret-pass-1', role: 'student' });
  session = await openCliSession(readCliConfig({ DATABASE_URL: t.url, DATA_DIR: dataDir }));
});

afterAll(async () => {
  await session?.close();
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const keys = { tab: '\t', shiftTab: '\u001B[Z', enter: '\r', right: '\u001B[C', ctrlC: '\u0003', backspace: '\u007F' };

async function waitFor(check: () => boolean, what: string, frame: () => string | undefined): Promise<void> {
  const until = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}; the screen:\n${frame()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The trainer as the student, on the test database, with keys typed one event at a time. */
async function openTrainer(target: TrainerTarget, remote?: CliApi) {
  const api: CliApi = remote ?? (await session.actAs('pupil'));
  const first = await loadTrainerScreen(api, target, filesDir);
  if (!first) throw new Error('no first screen');
  let summary: TrainerSummary | undefined;
  const app = render(<TrainerApp api={api} target={target} filesDir={filesDir} first={first} onExit={(s) => (summary = s)} />);
  const frame = () => app.lastFrame() ?? '';
  const press = async (...sequence: string[]) => {
    for (const key of sequence) {
      app.stdin.write(key);
      // Let Ink re-render, so that the next key sees the state the previous one left.
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
  };
  const type = (text: string) => press(...text);
  const shows = (text: string) => waitFor(() => frame().includes(text), JSON.stringify(text), frame);
  await shows('Enter — проверить');
  return { app, first, frame, press, type, shows, summary: () => summary };
}

const attemptsRecorded = async (taskId: number) =>
  Number(((await t.db('task_attempts').where({ task_id: taskId }).count({ n: '*' })) as { n: string }[])[0]!.n);

describe('ege train (the Ink trainer)', () => {
  it('a field answer wrong then right: attempts 2, experience once; the files are saved; next; quit', async () => {
    const trainer = await openTrainer({ kind: 'type', type: 3 });
    const firstId = trainer.first.ids[0]!;
    const expected = firstId === ids.first ? '42' : '7';
    expect(trainer.frame()).toMatch(new RegExp(`Задание 3 · id ${firstId} · сложность \\d · время 00:0\\d · попыток 0`));
    if (firstId === ids.first) {
      expect(trainer.frame()).toContain('Найдите число & запишите его.');
      expect(trainer.frame()).toMatch(/│ x │ y │/);
      const saved = join(filesDir, String(ids.first), 'numbers.txt');
      expect(trainer.frame()).toContain(`Файл numbers.txt: ${saved}`);
      expect(await readFile(saved, 'utf8')).toBe('1 2 3\n');
    }

    await trainer.press(keys.enter);
    await trainer.shows('Ответ не может быть пустым');

    await trainer.type('999');
    await trainer.press(keys.enter);
    await trainer.shows('✖ Неверно');
    expect(trainer.frame()).toContain('попыток 1');
    expect(trainer.frame()).not.toContain('Разбор');

    await trainer.press(keys.backspace, keys.backspace, keys.backspace);
    await trainer.type(expected);
    await trainer.press(keys.enter);
    await trainer.shows('✔ Верно!');
    expect(trainer.frame()).toContain('попыток 2');
    expect(trainer.frame()).toMatch(/\+\d+ опыта/);
    expect(trainer.frame().match(/опыта/g)).toHaveLength(1);
    expect(await attemptsRecorded(firstId)).toBe(2);
    await trainer.shows('Разбор');
    expect(trainer.frame()).toContain(`print(${expected})`);

    // Solved: the input is locked, so typing does not reach the answer and a second check is not sent.
    await trainer.type('1');
    await trainer.press(keys.enter);
    expect(await attemptsRecorded(firstId)).toBe(2);

    // Next (→): the other, unsolved task of the type.
    await trainer.press(keys.right);
    const otherId = firstId === ids.first ? ids.second! : ids.first!;
    await trainer.shows(`id ${otherId}`);
    expect(trainer.frame()).toContain('попыток 0');
    expect(trainer.frame()).not.toContain('Верно');
    await trainer.type(firstId === ids.first ? '7' : '42');
    await trainer.press(keys.enter);
    await trainer.shows('✔ Верно!');

    await trainer.press('q');
    await waitFor(() => trainer.summary() !== undefined, 'exit', trainer.frame);
    expect(trainer.summary()?.solved).toBe(2);
    expect(trainer.app.frames.join('\n')).toContain('Тренировка окончена: решено заданий 2');
  });

  it('every task of the type solved: a fresh generated task of the type comes, its input open (decision 040)', async () => {
    const trainer = await openTrainer({ kind: 'type', type: 3 });
    const id = trainer.first.ids[0]!;
    expect([ids.first, ids.second]).not.toContain(id);
    expect(await t.db('tasks').where({ id }).first('generator')).toEqual({ generator: 'type-03' });
    await trainer.shows(`id ${id}`);
    expect(trainer.frame()).toContain('попыток 0');
    expect(trainer.frame()).not.toContain('Задание уже решено');
    trainer.app.unmount();
    // The bank as it was, for the remote trainer below: two tasks of type 3.
    await t.db('task_attachments').where({ task_id: id }).del();
    await t.db('tasks').where({ id }).del();
  });

  it('a table answer typed with Tab; reveal with a confirmation; Ctrl-C quits', async () => {
    const trainer = await openTrainer({ kind: 'type', type: 17 });
    expect(trainer.frame()).toContain('Ответ (таблица 1×2)');

    await trainer.type('3');
    await trainer.press(keys.tab);
    await trainer.type('16');
    await trainer.press(keys.enter);
    await trainer.shows('✖ Неверно');
    const attempt = (await t.db('task_attempts').where({ task_id: ids.table }).orderBy('id', 'desc').first()) as { user_table_answer: unknown };
    expect(attempt.user_table_answer).toEqual([['3', '16']]);

    // Esc clears the answer; then r asks first, and 'n' cancels.
    await trainer.press('\u001B');
    await new Promise((resolve) => setTimeout(resolve, 100));
    await trainer.press('r');
    await trainer.shows('Показать ответ? (y/n)');
    await trainer.press('n');
    await waitFor(() => !trainer.frame().includes('Показать ответ?'), 'the confirmation to close', trainer.frame);
    expect(trainer.frame()).not.toContain('Правильный ответ');
    expect(trainer.frame()).not.toContain('Разбор');

    await trainer.press('r');
    await trainer.shows('Показать ответ? (y/n)');
    await trainer.press('y');
    await trainer.shows('Правильный ответ: 3 15');
    expect(trainer.frame()).toContain('Опыт за это задание не начисляется.');
    expect(trainer.frame()).toMatch(/Разбор\n+Перебираем пары\.\n+ +print\(3, 15\)/);
    expect(await t.db('task_reveals').where({ task_id: ids.table }).first()).toBeDefined();

    // After the reveal nothing more is sent from here.
    await trainer.type('3');
    await trainer.press(keys.enter);
    expect(await attemptsRecorded(ids.table!)).toBe(1);

    await trainer.press(keys.ctrlC);
    await waitFor(() => trainer.summary() !== undefined, 'exit', trainer.frame);
    expect(trainer.summary()).toEqual({ solved: 0, experience: 0 });
  });

  it('an answer pasted with its Enter in one chunk ("42\\r") is typed and checked at once, in a field and in a table', async () => {
    const field = await openTrainer({ kind: 'type', type: 6 });
    await field.press('41\r');
    await field.shows('✖ Неверно');
    const wrong = (await t.db('task_attempts').where({ task_id: ids.pastedField }).first()) as { user_answer: unknown };
    expect(wrong.user_answer).toBe('41');
    await field.press(keys.backspace, keys.backspace);
    await field.press('42\r');
    await field.shows('✔ Верно!');
    expect(await attemptsRecorded(ids.pastedField!)).toBe(2);
    field.app.unmount();

    const table = await openTrainer({ kind: 'type', type: 26 });
    await table.press('125 7\r');
    await table.shows('✔ Верно!');
    const attempt = (await t.db('task_attempts').where({ task_id: ids.pastedTable }).first()) as { user_table_answer: unknown };
    expect(attempt.user_table_answer).toEqual([['125', '7']]);
    table.app.unmount();
  });

  it('--block: the condition and three questions, the table of 20 filled by a paste, Tab across questions', async () => {
    const trainer = await openTrainer({ kind: 'block' });
    expect(trainer.frame()).toContain('Задания 19-21');
    expect(trainer.frame()).toContain('Два игрока, Петя и Ваня, играют в игру.');
    for (const text of ['Вопрос 19', 'Вопрос 20', 'Вопрос 21', 'Вопрос двадцать?']) expect(trainer.frame()).toContain(text);

    await trainer.type('10');
    await trainer.press(keys.enter);
    await trainer.shows('✔ Верно!');
    await trainer.press(keys.tab);
    await trainer.press('11 12');
    await trainer.press(keys.enter);
    await waitFor(() => (trainer.frame().match(/Верно!/g) ?? []).length === 2, 'the second verdict', trainer.frame);
    trainer.app.unmount();
  });
});

describe('ege train --server (the same trainer over HTTP)', () => {
  let server: RemoteServer | undefined;
  let configDir: string;
  beforeAll(async () => {
    server = await startRemoteServer(t.url, dataDir);
    configDir = await mkdtemp(join(tmpdir(), 'ege-train-config-'));
  });
  afterAll(async () => {
    await server?.close();
    await rm(configDir, { recursive: true, force: true });
  });

  it('a wrong then a right answer are the server\'s verdicts and attempts, with the level-up; the file comes from the server', async () => {
    // One point short of level 2: the right answer's experience crosses it.
    await t.db('users').where({ username: 'remote_pupil' }).update({ experience_points: experiencePerLevel - 1 });
    const api = await logInRemote(configDir, server!.address, 'remote_pupil', 'secret-pass-1');
    expect(api.mode).toBe('remote');
    await rm(filesDir, { recursive: true, force: true });
    const trainer = await openTrainer({ kind: 'type', type: 3 }, api);
    const taskId = trainer.first.ids[0]!;
    const userId = ((await t.db('users').where({ username: 'remote_pupil' }).first('id')) as { id: number }).id;
    const attempts = async () => Number(((await t.db('task_attempts').where({ task_id: taskId, user_id: userId }).count({ n: '*' })) as { n: string }[])[0]!.n);

    await trainer.type('999');
    await trainer.press(keys.enter);
    await trainer.shows('✖ Неверно');
    await trainer.press(keys.backspace, keys.backspace, keys.backspace);
    await trainer.type(taskId === ids.first ? '42' : '7');
    await trainer.press(keys.enter);
    await trainer.shows('✔ Верно!');
    expect(trainer.frame()).toMatch(/\+\d+ опыта/);
    expect(trainer.frame()).toContain('Новый уровень! Поздравляем! Вы достигли уровня 2.');
    expect(await attempts()).toBe(2);

    // Both tasks of the type have been on screen after →: the attachment was fetched from the server.
    await trainer.press(keys.right);
    await trainer.shows(`id ${taskId === ids.first ? ids.second : ids.first}`);
    expect(await readFile(join(filesDir, String(ids.first), 'numbers.txt'), 'utf8')).toBe('1 2 3\n');

    await trainer.press('q');
    await waitFor(() => trainer.summary() !== undefined, 'exit', trainer.frame);
  });
});
