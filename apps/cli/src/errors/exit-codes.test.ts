import { createCaller } from '@ege/api/app-router';
import type { ApiContext } from '@ege/api/context';
import { ConfigError } from '@ege/core/config/read-env-config';
import type { CoreDeps } from '@ege/core/context/core-deps';
import { AppError, type AppErrorCode } from '@ege/core/errors/app-error';
import { createUserInput } from '@ege/core/users/user-schemas';
import { describe, expect, it } from 'vitest';
import { readCliConfig } from '../cli-config';
import { createCliContext } from '../session/open-cli-session';
import { CliUsageError, DatabaseUnavailableError } from './cli-errors';
import { failureOf, schemaMissingMessage } from './exit-codes';

// Rejected before a resolver runs, so no database is reached.
const noDeps = {} as CoreDeps;

describe('failureOf: one mapping from errors to exit codes and lines', () => {
  it.each<[AppErrorCode, number]>([
    ['BAD_REQUEST', 2],
    ['NOT_FOUND', 3],
    ['FORBIDDEN', 4],
    ['UNAUTHORIZED', 4],
    ['CONFLICT', 5],
    ['TOO_MANY_REQUESTS', 1],
    ['INTERNAL_SERVER_ERROR', 1],
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
    expect(failureOf(error)).toEqual({ exitCode: 4, message: 'Токен авторизации отсутствует', details: [] });
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

  it('a refused command line: exit 2', () => {
    expect(failureOf(new CliUsageError('Неизвестная команда x'))).toEqual({ exitCode: 2, message: 'Неизвестная команда x', details: [] });
  });

  it('an unreachable database and a missing schema: exit 1 with what to do', () => {
    expect(failureOf(new DatabaseUnavailableError(new Error('connect ECONNREFUSED 127.0.0.1:1')))).toEqual({
      exitCode: 1,
      message: 'Не удалось подключиться к базе: connect ECONNREFUSED 127.0.0.1:1',
      details: [],
    });
    const undefinedTable = Object.assign(new Error('relation "users" does not exist'), { code: '42P01' });
    expect(failureOf(undefinedTable)).toEqual({ exitCode: 1, message: schemaMissingMessage, details: [] });
  });

  it('anything else: exit 1 with its message', () => {
    expect(failureOf(new Error('boom'))).toEqual({ exitCode: 1, message: 'Ошибка: boom', details: [] });
  });
});
