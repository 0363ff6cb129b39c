import { createCaller } from '@ege/api/app-router';
import type { ApiContext } from '@ege/api/context';
import { ConfigError } from '@ege/core/config/read-env-config';
import type { CoreDeps } from '@ege/core/context/core-deps';
import { AppError, type AppErrorCode } from '@ege/core/errors/app-error';
import { createUserInput } from '@ege/core/identity/user-schemas';
import { describe, expect, it } from 'vitest';
import { readCliConfig } from '../cli-config';
import { createCliContext } from '../session/open-cli-session';
import { CliUsageError, DatabaseUnavailableError, NotLoggedInError, ServerUnavailableError } from './cli-errors';
import { failureOf, schemaMissingMessage } from './exit-codes';

// Rejected before a resolver runs, so no database is reached.
const noDeps = {} as CoreDeps;

describe('failureOf: one mapping from errors to exit codes and lines', () => {
  it.each<[AppErrorCode, number]>([
    ['BAD_REQUEST', 2],
    ['PAYLOAD_TOO_LARGE', 2],
    ['UNSUPPORTED_MEDIA_TYPE', 2],
    ['UNAUTHORIZED', 3],
    ['FORBIDDEN', 3],
    ['NOT_FOUND', 4],
    ['CONFLICT', 5],
    ['TOO_MANY_REQUESTS', 6],
    ['INTERNAL_SERVER_ERROR', 7],
  ])('AppError %s -> exit %i, with its Russian message', (code, exitCode) => {
    expect(failureOf(new AppError(code, 'Сообщение'))).toEqual({ exitCode, message: 'Сообщение', details: [] });
  });

  it('lists the other taken fields under the message, with option names', () => {
    const error = new AppError('BAD_REQUEST', 'Имя занято', { fields: { username: ['Имя занято'], email: ['Почта занята'] } });
    expect(failureOf(error, { username: '--username', email: '--email' })).toEqual({
      exitCode: 2,
      message: 'Имя занято',
      details: ['--email: Почта занята'],
    });
  });

  it('unwraps the AppError that a procedure threw through the router caller', async () => {
    const guest: ApiContext = { ...createCliContext(noDeps), actor: { kind: 'guest', tokenRejected: false } };
    const error = await createCaller(guest).admin.setRegistration({ enabled: false }).catch((e: unknown) => e);
    expect(failureOf(error)).toEqual({ exitCode: 3, message: 'Токен авторизации отсутствует', details: [] });
  });

  it("unwraps the caller's input validation: exit 2 and each field's message", async () => {
    const error = await createCaller(createCliContext(noDeps))
      .admin.setUserRole({ username: 'ab', role: 'boss' as never })
      .catch((e: unknown) => e);
    expect(failureOf(error, { username: '--username', role: '--role' })).toEqual({
      exitCode: 2,
      message: 'Неверные параметры команды:',
      details: [
        '--username: Имя пользователя должно содержать от 3 до 150 символов',
        '--role: Роль должна быть одной из: student, teacher, author, moderator, admin',
      ],
    });
  });

  it('a zod error of the options: exit 2, a line per field', () => {
    const parsed = createUserInput.safeParse({ username: 'teacher2', email: 'nope', password: 'secret-pass-1' });
    expect(parsed.success).toBe(false);
    expect(failureOf(parsed.error, { email: '--email' })).toEqual({
      exitCode: 2,
      message: 'Неверные параметры команды:',
      details: ['--email: Введите корректный адрес электронной почты'],
    });
  });

  it('a configuration error: exit 78 and the line naming the variable', () => {
    let error: unknown;
    try {
      readCliConfig({ DATABASE_URL: 'foo' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const failure = failureOf(error);
    expect(failure.exitCode).toBe(78);
    expect(failure.message).toContain('DATABASE_URL: ожидается адрес вида postgres://');
  });

  it('a refused command line: exit 1', () => {
    expect(failureOf(new CliUsageError('Неизвестная команда x'))).toEqual({ exitCode: 1, message: 'Неизвестная команда x', details: [] });
  });

  it('not logged in or the session ended: exit 3 with what to do', () => {
    const error = new NotLoggedInError('Сначала войдите: ege login --server http://h');
    expect(failureOf(error)).toEqual({ exitCode: 3, message: 'Сначала войдите: ege login --server http://h', details: [] });
  });

  it('an unreachable server: exit 6, one line with the address and the reason', () => {
    expect(failureOf(new ServerUnavailableError('http://127.0.0.1:1', 'ECONNREFUSED'))).toEqual({
      exitCode: 6,
      message: 'Сервер недоступен: http://127.0.0.1:1 (ECONNREFUSED)',
      details: [],
    });
  });

  it('an unreachable database: exit 6; a missing schema: exit 78 with what to do', () => {
    expect(failureOf(new DatabaseUnavailableError(new Error('connect ECONNREFUSED 127.0.0.1:1')))).toEqual({
      exitCode: 6,
      message: 'Не удалось подключиться к базе: connect ECONNREFUSED 127.0.0.1:1',
      details: [],
    });
    const undefinedTable = Object.assign(new Error('relation "users" does not exist'), { code: '42P01' });
    expect(failureOf(undefinedTable)).toEqual({ exitCode: 78, message: schemaMissingMessage, details: [] });
  });

  it('anything else: exit 7 with its message', () => {
    expect(failureOf(new Error('boom'))).toEqual({ exitCode: 7, message: 'Ошибка: boom', details: [] });
  });
});
