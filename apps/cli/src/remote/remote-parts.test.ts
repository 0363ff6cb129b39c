import { AppError } from '@ege/core/errors/app-error';
import { TRPCClientError } from '@trpc/client';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { CliUsageError, ServerUnavailableError } from '../errors/cli-errors';
import { credentialsPath, findLogin, removeLogin, saveLogin, type StoredLogin } from './credential-store';
import { capturedIo } from '../testing/captured-io';
import { applySecretKeys, promptSecret, readLine } from './read-input';
import { setCookiesOf } from './remote-connection';
import { appErrorOfResponse, reasonOfFetchFailure, remoteFailureOf } from './remote-errors';
import { restCallOf } from './rest-call';
import { normalizeServer } from './server-address';

describe('normalizeServer: one key per server', () => {
  it.each([
    ['http://127.0.0.1:8000', 'http://127.0.0.1:8000'],
    ['http://127.0.0.1:8000/', 'http://127.0.0.1:8000'],
    ['https://EGE.example.ru', 'https://ege.example.ru'],
    ['https://ege.example.ru:443/ege/', 'https://ege.example.ru/ege'],
    ['localhost:8000', 'http://localhost:8000'],
  ])('%s -> %s', (address, normalized) => {
    expect(normalizeServer(address)).toBe(normalized);
  });

  it('refuses what is no http address', () => {
    expect(() => normalizeServer('ftp://host')).toThrow(CliUsageError);
    expect(() => normalizeServer('http://')).toThrow('Неверный адрес сервера');
  });
});

describe('restCallOf: a call as its REST route takes it', () => {
  it('fills {id} from the input and sends the rest as form text', () => {
    expect(restCallOf('authoring.update', { id: 12, difficulty: 2, remove_attachments: [3, 4], remove_image: true, text: '<p>x</p>', question: undefined })).toEqual({
      method: 'PUT',
      path: '/tasks/tasks/12/',
      fields: { difficulty: '2', remove_attachments: '[3,4]', remove_image: 'true', text: '<p>x</p>' },
    });
  });

  it('a table answer as rows goes as the JSON text the schema reads', () => {
    const call = restCallOf('authoring.upload', { type: 27, difficulty: 3, answer_type: 'table', answer: [['1', '2']] });
    expect(call).toMatchObject({ method: 'POST', path: '/tasks/', fields: { type: '27', answer: '[["1","2"]]' } });
  });

  it('a path parameter missing, or a procedure without REST meta: said plainly', () => {
    expect(() => restCallOf('authoring.get', {})).toThrow('не указан параметр пути id');
    expect(() => restCallOf('no.such', {})).toThrow('Нет такой процедуры API: no.such');
  });
});

describe('remote errors: the same AppError a local call throws', () => {
  it('a REST error body keeps the code of its status, the message and the fields', () => {
    const error = appErrorOfResponse(400, { detail: 'Укажите тип задания', errors: { type: ['Укажите тип задания'], answer: ['Введите ответ'] } });
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'BAD_REQUEST', message: 'Укажите тип задания', fields: { type: ['Укажите тип задания'], answer: ['Введите ответ'] } });
    expect(appErrorOfResponse(403, { detail: 'Нет прав' })).toMatchObject({ code: 'FORBIDDEN', message: 'Нет прав' });
    expect(appErrorOfResponse(502, undefined)).toMatchObject({ code: 'INTERNAL_SERVER_ERROR' });
    expect(appErrorOfResponse(418, '<html>')).toMatchObject({ code: 'BAD_REQUEST', message: 'Сервер ответил HTTP 418' });
  });

  it("a tRPC client error: the server's code and detail", () => {
    const trpc = new TRPCClientError('Доступ только авторам', {
      result: { error: { message: 'Доступ только авторам', code: -32003, data: { code: 'FORBIDDEN', httpStatus: 403, detail: 'Доступ только авторам' } } },
    } as never);
    expect(remoteFailureOf(trpc)).toMatchObject({ code: 'FORBIDDEN', message: 'Доступ только авторам' });
    const parse = new TRPCClientError('bad', { result: { error: { message: 'bad', code: -32700, data: { code: 'PARSE_ERROR', httpStatus: 400 } } } } as never);
    expect(remoteFailureOf(parse)).toMatchObject({ code: 'BAD_REQUEST', message: 'bad' });
  });

  it('what the fetch threw inside the tRPC client comes out as itself', () => {
    const unavailable = new ServerUnavailableError('http://h', 'ECONNREFUSED');
    expect(remoteFailureOf(TRPCClientError.from(unavailable))).toBe(unavailable);
  });

  it('the reason of a failed fetch is its system code', () => {
    const error = new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' }) });
    expect(reasonOfFetchFailure(error)).toBe('ECONNREFUSED');
  });
});

describe('setCookiesOf', () => {
  it('reads the values and sees a cleared cookie', () => {
    const headers = new Headers();
    headers.append('set-cookie', 'refresh=abc.def; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax');
    headers.append('set-cookie', 'csrftoken=xyz; Max-Age=31536000; Path=/; SameSite=Lax');
    headers.append('set-cookie', 'old=; Max-Age=0; Path=/');
    const cookies = setCookiesOf(new Response(null, { headers }));
    expect([...cookies]).toEqual([['refresh', 'abc.def'], ['csrftoken', 'xyz'], ['old', '']]);
  });
});

describe('the credential store', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });
  const login = (server: string, access = 'a1'): StoredLogin => ({ server, username: 'author1', access, refresh: 'r1', csrftoken: 'c1' });

  it('keeps one login per server in a 0600 file in a 0700 folder, replacing and removing entries', async () => {
    dir = await mkdtemp(join(tmpdir(), 'ege-cred-'));
    const configDir = join(dir, 'ege');
    await saveLogin(configDir, login('http://a'));
    await saveLogin(configDir, login('http://b'));
    await saveLogin(configDir, login('http://a', 'a2'));
    expect((await stat(credentialsPath(configDir))).mode & 0o777).toBe(0o600);
    expect((await stat(configDir)).mode & 0o777).toBe(0o700);
    expect(await findLogin(configDir, 'http://a')).toEqual(login('http://a', 'a2'));
    expect(Object.keys(JSON.parse(await readFile(credentialsPath(configDir), 'utf8')).servers)).toEqual(['http://a', 'http://b']);

    expect(await removeLogin(configDir, 'http://a')).toBe(true);
    expect(await removeLogin(configDir, 'http://a')).toBe(false);
    expect(await findLogin(configDir, 'http://a')).toBeUndefined();
    expect(await findLogin(configDir, 'http://b')).toEqual(login('http://b'));
  });

  it('a missing or garbled file means no login', async () => {
    dir = await mkdtemp(join(tmpdir(), 'ege-cred-'));
    expect(await findLogin(join(dir, 'none'), 'http://a')).toBeUndefined();
    await writeFile(credentialsPath(dir), '{not json');
    expect(await findLogin(dir, 'http://a')).toBeUndefined();
  });
});

describe('typed input', () => {
  it('a hidden answer: Enter ends it, Backspace takes back, Ctrl-C cancels', () => {
    const start = { text: '', done: false, cancelled: false };
    expect(applySecretKeys(start, 'пароль')).toEqual({ text: 'пароль', done: false, cancelled: false });
    expect(applySecretKeys({ ...start, text: 'пароль' }, '\u007f\u007fь1\r')).toEqual({ text: 'пароь1', done: true, cancelled: false });
    expect(applySecretKeys({ ...start, text: 'abc' }, '\u0003')).toEqual({ text: '', done: true, cancelled: true });
    expect(applySecretKeys(start, '\u0004')).toMatchObject({ done: true, cancelled: true });
    expect(applySecretKeys(start, 'a\u001bb\n')).toEqual({ text: 'ab', done: true, cancelled: false });
  });

  it('promptSecret turns the echo off while the password is typed and shows nothing of it', async () => {
    const modes: boolean[] = [];
    const stdin = Object.assign(new PassThrough(), { isTTY: true, setRawMode: (mode: boolean) => modes.push(mode) });
    const { io, stderr } = capturedIo({});
    const answer = promptSecret({ ...io, stdin }, 'Пароль: ');
    stdin.write('se');
    stdin.write('cx\u007fret\r');
    expect(await answer).toBe('secret');
    expect(modes).toEqual([true, false]);
    expect(stderr.text).toBe('Пароль: \n');

    const cancelled = promptSecret({ ...io, stdin }, 'Пароль: ');
    stdin.write('\u0003');
    await expect(cancelled).rejects.toThrow('Вход отменён');
  });

  it('readLine takes the first line of a pipe, without its line end', async () => {
    expect(await readLine(Readable.from([Buffer.from('secret-pass-1\r\nmore\n')]))).toBe('secret-pass-1');
    expect(await readLine(Readable.from([Buffer.from('se'), Buffer.from('cret')]))).toBe('secret');
    expect(await readLine(Readable.from([]))).toBe('');
  });
});
