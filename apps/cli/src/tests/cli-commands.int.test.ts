import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getRegistrationStatus } from '@ege/core/settings/registration-setting';
import { createTestDatabase, type TestDatabase } from '@ege/tools/test/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runEge } from '../testing/run-ege';

let t: TestDatabase;
let dataDir: string;
beforeAll(async () => {
  t = await createTestDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'ege-cli-data-'));
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** The whole command line in-process, on the file's own test database. */
async function ege(...argv: string[]) {
  return runEge({ DATABASE_URL: t.url, DATA_DIR: dataDir }, argv);
}

const roleOf = async (username: string) => ((await t.db('users').where({ username }).first('role')) as { role: string } | undefined)?.role;

describe('ege users', () => {
  it('create: the user is stored with the role given', async () => {
    const result = await ege('users', 'create', '--username', 'teacher2', '--email', 't2@example.ru', '--password', 'secret-pass-1', '--role', 'teacher');
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toMatch(/^✔ Пользователь teacher2 создан\n {2}id \d+, t2@example\.ru, роль: Преподаватель \(teacher\)\n$/);
    expect(await roleOf('teacher2')).toBe('teacher');
  });

  it('create without --role makes a student', async () => {
    const result = await ege('users', 'create', '--username', 'pupil1', '--email', 'pupil1@example.ru', '--password', 'secret-pass-1');
    expect(result.code).toBe(0);
    expect(await roleOf('pupil1')).toBe('student');
  });

  it('create with a taken name: exit 2 and the Russian message on stderr', async () => {
    const result = await ege('users', 'create', '--username', 'TEACHER2', '--email', 'other@example.ru', '--password', 'secret-pass-1');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('✖ Пользователь с таким именем уже существует');
    expect(result.stdout).toBe('');
    expect(await t.db('users').where({ email: 'other@example.ru' }).first()).toBeUndefined();
  });

  it('set-role, with options or positionally, changes the role', async () => {
    const byOptions = await ege('users', 'set-role', '--username', 'teacher2', '--role', 'moderator');
    expect(byOptions.code).toBe(0);
    expect(byOptions.stdout).toBe('✔ Роль пользователя teacher2: Модератор (moderator)\n');
    expect(await roleOf('teacher2')).toBe('moderator');

    const positional = await ege('users', 'set-role', 'teacher2', 'admin');
    expect(positional.code).toBe(0);
    expect(await roleOf('teacher2')).toBe('admin');
  });

  it('set-role of an unknown user: exit 4', async () => {
    const result = await ege('users', 'set-role', 'nobody_here', 'admin');
    expect(result.code).toBe(4);
    expect(result.stderr).toContain('✖ Пользователь не найден');
  });
});

describe('ege settings registration', () => {
  it('off closes the registration, on opens it again', async () => {
    const off = await ege('settings', 'registration', 'off');
    expect(off.code).toBe(0);
    expect(off.stdout).toContain('✔ Регистрация выключена');
    expect(await getRegistrationStatus(t.db)).toEqual({ registration_enabled: false, message: 'Регистрация временно отключена' });
    expect((await ege('settings', 'registration')).stdout).toBe('Регистрация выключена: Регистрация временно отключена\n');

    const on = await ege('settings', 'registration', 'on');
    expect(on.code).toBe(0);
    expect(on.stdout).toContain('✔ Регистрация включена');
    expect((await getRegistrationStatus(t.db)).registration_enabled).toBe(true);
  });
});

describe('ege db migrate', () => {
  it('on a migrated database: the schema is current', async () => {
    const result = await ege('db', 'migrate');
    expect(result).toEqual({ code: 0, stdout: '✔ Схема базы актуальна\n', stderr: '' });
  });
});
