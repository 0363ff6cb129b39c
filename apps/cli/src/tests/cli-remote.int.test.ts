import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Role } from '@ege/core/rules/roles';
import { createUser } from '@ege/core/identity/create-user';
import { createTestDatabase, type TestDatabase } from '@ege/tools/test/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRemoteApi } from '../api/open-remote-api';
import { readCliConfig } from '../cli-config';
import { failureOf } from '../errors/exit-codes';
import type { ImportReport } from '../import/import-report';
import { credentialsPath, findLogin, saveLogin } from '../remote/credential-store';
import { refreshLogin } from '../remote/remote-connection';
import { capturedIo } from '../testing/captured-io';
import { startRemoteServer, type RemoteServer } from '../testing/start-remote-server';
import { runEge } from '../testing/run-ege';

const password = 'remote-pass-1';
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const onlyAuthors = 'Доступ только для авторов и администраторов';
const exampleBank = fileURLToPath(new URL('../../../../examples/task-bank', import.meta.url));

let t: TestDatabase;
let server: RemoteServer;
let address: string;
let dataDir: string;
let configDir: string;

beforeAll(async () => {
  t = await createTestDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'ege-remote-data-'));
  configDir = join(await mkdtemp(join(tmpdir(), 'ege-remote-config-')), 'ege');
  server = await startRemoteServer(t.url, dataDir);
  address = server.address;
  for (const [username, role] of [['remote_author', 'author'], ['remote_student', 'student']] as [string, Role][]) {
    await createUser(t.db, { username, email: `${username}@example.ru`, password, role });
  }
});
afterAll(async () => {
  await server?.close();
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
  await rm(join(configDir, '..'), { recursive: true, force: true });
});

/** The whole command line in-process; only the config folder is set, so no local database is touched. */
async function ege(argv: string[], options: { stdin?: string; env?: Record<string, string> } = {}) {
  return runEge({ EGE_CONFIG_DIR: configDir, ...options.env }, argv, options.stdin);
}

/** A port that nothing listens on (fetch refuses the well-known ones like 1 before connecting). */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const logIn = (username: string) => ege(['login', '--server', address, '--username', username, '--password-stdin'], { stdin: `${password}\n` });
const remoteApi = () => openRemoteApi(address, readCliConfig({ EGE_CONFIG_DIR: configDir }), capturedIo({}).io);

describe('ege login', () => {
  it('keeps the tokens in a 0600 file of a 0700 folder; whoami shows the server and the user', async () => {
    const login = await logIn('remote_author');
    expect(login).toMatchObject({ code: 0, stderr: '' });
    expect(login.stdout).toContain(`✔ Вход выполнен: remote_author (Автор) на ${address}`);
    expect((await stat(credentialsPath(configDir))).mode & 0o777).toBe(0o600);
    expect((await stat(configDir)).mode & 0o777).toBe(0o700);
    const stored = await findLogin(configDir, address);
    expect(stored).toMatchObject({ server: address, username: 'remote_author', access: expect.any(String), refresh: expect.any(String), csrftoken: expect.any(String) });
    expect(await readFile(credentialsPath(configDir), 'utf8')).not.toContain(password);

    // EGE_SERVER with a trailing slash is the same server.
    const whoami = await ege(['whoami'], { env: { EGE_SERVER: `${address}/` } });
    expect(whoami).toMatchObject({ code: 0, stderr: '' });
    expect(whoami.stdout).toBe(`Режим: удалённый, сервер ${address}\nПользователь: remote_author — Автор (author)\n`);
  });

  it("a wrong password: the server's message, exit 3, nothing stored for it", async () => {
    const result = await ege(['login', '--server', address, '--username', 'remote_student', '--password-stdin'], { stdin: 'wrong-pass-1\n' });
    expect(result.code).toBe(3);
    expect(result.stderr).toMatch(/^✖ .+\n$/);
    expect((await findLogin(configDir, address))?.username).toBe('remote_author');
  });

  it('without a terminal and without --password-stdin: exit 1, no --password flag', async () => {
    const result = await ege(['login', '--server', address, '--username', 'remote_author']);
    expect(result).toMatchObject({ code: 1, stdout: '' });
    expect(result.stderr).toContain('Пароль вводится на терминале; в сценариях передайте его на stdin с --password-stdin');
    expect((await ege(['login', '--server', address, '--username', 'x', '--password', 'p'])).code).toBe(1);
  });

  it('an unreachable server: one line with the address and the reason, exit 6', async () => {
    const nowhere = `http://127.0.0.1:${await closedPort()}`;
    const result = await ege(['login', '--server', nowhere, '--username', 'remote_author', '--password-stdin'], { stdin: `${password}\n` });
    expect(result).toMatchObject({ code: 6, stdout: '', stderr: `✖ Сервер недоступен: ${nowhere} (ECONNREFUSED)\n` });
  });

  it('--as has no place in remote mode: exit 1', async () => {
    const result = await ege(['whoami', '--server', address, '--as', 'remote_student']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('--as действует только локально');
  });
});

describe('calls over HTTP with the logged-in user\'s rights', () => {
  it('an author lists and uploads through tRPC and multipart; the file comes back by its URL', async () => {
    const api = await remoteApi();
    expect(api).toMatchObject({ mode: 'remote', username: 'remote_author', server: address });
    const created = await api
      .withFiles(new Map([['image', [{ data: png, filename: 'cat.png' }]]]))
      .authoring.upload({ type: 1, difficulty: 2, answer_type: 'field', answer: '42', text: '<p>Удалённое задание</p>' } as never);
    expect(created).toMatchObject({ detail: 'Задача успешно загружена!', block_id: null });
    const row = await t.db('tasks').where({ id: created.id }).first();
    expect(row).toMatchObject({ type: 1, difficulty: 2, answer: '42' });
    expect(row?.image).toMatch(/cat\.png$/);

    const list = await api.caller.authoring.list({ page_size: 10 });
    expect(list.results.map((task) => task.id)).toContain(created.id);
    expect(await api.fetchFile!(created.tasks[0]!.image!)).toEqual(png);

    // The server's validation, with its fields, as a local call would report it.
    const invalid = await api.withFiles(new Map([['image', [{ data: png, filename: 'cat.png' }]]])).authoring.upload({ difficulty: 2 } as never).catch((e: unknown) => e);
    expect(failureOf(invalid)).toMatchObject({ exitCode: 2, message: 'Укажите тип задания' });
  });

  it("a student's same calls are refused with the server's message: exit 3", async () => {
    expect((await logIn('remote_student')).code).toBe(0);
    const api = await remoteApi();
    expect(api.username).toBe('remote_student');
    const listed = await api.caller.authoring.list({}).catch((e: unknown) => e);
    expect(failureOf(listed)).toEqual({ exitCode: 3, message: onlyAuthors, details: [] });
    const uploaded = await api
      .withFiles(new Map([['image', [{ data: png, filename: 'cat.png' }]]]))
      .authoring.upload({ type: 1, difficulty: 2, answer: '42' } as never)
      .catch((e: unknown) => e);
    expect(failureOf(uploaded)).toEqual({ exitCode: 3, message: onlyAuthors, details: [] });
    const [{ n }] = (await t.db('tasks').where({ answer: '42' }).count({ n: '*' })) as [{ n: string | number }];
    expect(Number(n)).toBe(1);
  });

  it('ege import over HTTP: an author imports the example bank, again it is unchanged; a student is refused by the server', async () => {
    expect((await logIn('remote_author')).code).toBe(0);
    const first = await ege(['import', exampleBank, '--server', address, '--json']);
    expect(first).toMatchObject({ code: 0, stderr: '' });
    expect((JSON.parse(first.stdout) as ImportReport).counts).toEqual({ created: 6, updated: 0, unchanged: 0, changed: 0, invalid: 0, failed: 0 });
    const author = (await t.db('users').where({ username: 'remote_author' }).first('id'))!;
    const imported = (await t.db('tasks').where({ author_id: author.id }).whereNotNull('import_key').count({ n: '*' })) as [{ n: string }];
    const importedBlocks = (await t.db('task_blocks').whereNotNull('import_key').count({ n: '*' })) as [{ n: string }];
    // Five single tasks carry their keys; the 19–21 block carries its key on the block.
    expect(Number(imported[0].n) + Number(importedBlocks[0].n)).toBe(6);

    const again = await ege(['import', exampleBank, '--server', address, '--json']);
    expect(again.code).toBe(0);
    expect((JSON.parse(again.stdout) as ImportReport).counts).toMatchObject({ created: 0, unchanged: 6 });

    // Back out over HTTP: the files come from the server, byte for byte.
    const target = await mkdtemp(join(tmpdir(), 'ege-remote-export-'));
    try {
      const exported = await ege(['export', join(target, 'bank'), '--server', address]);
      expect(exported).toMatchObject({ code: 0, stderr: '' });
      const robot = join(target, 'bank', '05', 'kege-2026-05-001');
      expect(await readFile(join(robot, 'image.png'))).toEqual(await readFile(join(exampleBank, '05', 'robot-binary', 'image.png')));
      expect(await readFile(join(robot, 'files', 'numbers.txt'))).toEqual(await readFile(join(exampleBank, '05', 'robot-binary', 'files', 'numbers.txt')));
      // The printed way back is in the mode the export ran in, and it works when followed (issue 26).
      const hint = /Обратно: (ege import .+)$/m.exec(exported.stdout)?.[1];
      expect(hint).toBe(`ege import ${join(target, 'bank')} --server ${address}`);
      const followed = await ege([...hint!.split(' ').slice(1), '--json']);
      expect(followed).toMatchObject({ code: 0, stderr: '' });
      expect((JSON.parse(followed.stdout) as ImportReport).counts).toMatchObject({ failed: 0 });
    } finally {
      await rm(target, { recursive: true, force: true });
    }

    expect((await logIn('remote_student')).code).toBe(0);
    const refused = await ege(['import', exampleBank, '--server', address]);
    expect(refused.code).toBe(3);
    expect(refused.stderr).toContain(onlyAuthors);
    expect(refused.stdout).toBe('');
  });

  it('a garbled access token is renewed through the refresh cookie, stored, and the call goes on', async () => {
    expect((await logIn('remote_author')).code).toBe(0);
    const before = (await findLogin(configDir, address))!;
    await saveLogin(configDir, { ...before, access: 'garbled.token.value' });
    const result = await ege(['whoami', '--server', address]);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toContain('Пользователь: remote_author');
    const after = (await findLogin(configDir, address))!;
    expect(after.access).not.toBe('garbled.token.value');
    expect(after.refresh).not.toBe(before.refresh);

    // Parallel calls that meet the same expiry share one renewal (a refresh token is spent on use).
    await saveLogin(configDir, { ...after, access: 'garbled.again' });
    const api = await remoteApi();
    const results = await Promise.all([api.caller.users.profile(), api.caller.authoring.list({}), api.caller.users.stats()]);
    expect(results[0].username).toBe('remote_author');
  });
});

describe('ege logout', () => {
  it('revokes the refresh token, removes the entry; the next call says to log in', async () => {
    const before = (await findLogin(configDir, address))!;
    const result = await ege(['logout', '--server', address]);
    expect(result).toMatchObject({ code: 0, stderr: '', stdout: `✔ Выход выполнен: ${address}\n` });
    expect(await findLogin(configDir, address)).toBeUndefined();
    await expect(refreshLogin(before)).rejects.toThrow(`Сессия истекла: выполните ege login --server ${address}`);

    const after = await ege(['whoami', '--server', address]);
    expect(after).toMatchObject({ code: 3, stdout: '', stderr: `✖ Сначала войдите: ege login --server ${address}\n` });
    expect((await ege(['logout', '--server', address])).stdout).toContain('не выполнялся');
  });

  it('a stored login whose session the server ended: exit 3, log in again', async () => {
    const gone = { server: address, username: 'remote_author', access: 'expired', refresh: 'revoked', csrftoken: 'c' };
    await saveLogin(configDir, gone);
    const result = await ege(['whoami', '--server', address]);
    expect(result).toMatchObject({ code: 3, stderr: `✖ Сессия истекла: выполните ege login --server ${address}\n` });
    await writeFile(credentialsPath(configDir), '{"version":1,"servers":{}}');
  });
});
