import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeDatabase, runCli } from './run-cli';
import { capturedIo } from './testing/captured-io';

// Nothing listens on port 1: a command that reached the database would fail with exit 1, not the code expected.
const unreachable = { DATABASE_URL: 'postgres://u:p@127.0.0.1:1/none', DATA_DIR: '/nonexistent/ege-cli-test' };

async function run(argv: string[], env: Record<string, string> = unreachable) {
  const { io, stdout, stderr } = capturedIo(env);
  const code = await runCli(argv, io);
  return { code, stdout: stdout.text, stderr: stderr.text };
}

describe('runCli without a database', () => {
  it('--help: Russian help on stdout, exit 0', async () => {
    const result = await run(['--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Использование: ege [параметры] [команда]');
    expect(result.stdout).toMatch(/users\s+пользователи: создание и смена роли/);
    expect(result.stderr).toBe('');
  });

  it.each([
    [['users', 'create', '--help'], '--role <роль>'],
    [['users', 'set-role', '--help'], 'Использование: ege users set-role [параметры] [имя] [роль]'],
    [['settings', 'registration', '--help'], 'on — открыть, off — закрыть'],
    [['db', 'migrate', '--help'], 'применить миграции схемы базы'],
  ])('%j prints the help of that command', async (argv, text) => {
    const result = await run(argv);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(text);
  });

  it('a bad role is refused by the shared schema before the database opens: exit 2', async () => {
    const result = await run(['users', 'create', '--username', 'teacher2', '--email', 't2@example.ru', '--password', 'secret-pass-1', '--role', 'boss']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--role: Роль должна быть одной из: student, teacher, author, moderator, admin');
    expect(result.stdout).toBe('');
  });

  it('missing options: a line per field', async () => {
    const result = await run(['users', 'create', '--username', 'ab']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--username: Имя пользователя должно содержать от 3 до 150 символов');
    expect(result.stderr).toContain('--email: Введите адрес электронной почты');
    expect(result.stderr).toContain('--password: Введите пароль');
  });

  it('set-role: an option and an argument that disagree', async () => {
    const result = await run(['users', 'set-role', 'alice', 'admin', '--username', 'bob']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('--username и аргумент команды указывают разные значения: bob и alice');
  });

  it('registration takes only on or off', async () => {
    const result = await run(['settings', 'registration', 'maybe']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('<on|off>: Укажите on (открыть регистрацию) или off (закрыть)');
  });

  it('a bad DATABASE_URL: exit 78 and the variable named', async () => {
    const result = await run(['db', 'migrate'], { DATABASE_URL: 'foo' });
    expect(result.code).toBe(78);
    expect(result.stderr).toContain('DATABASE_URL: ожидается адрес вида postgres://user:password@host:5432/db');
  });

  it('an unreachable database: exit 6, said in Russian, nothing on stdout', async () => {
    const result = await run(['settings', 'registration']);
    expect(result.code).toBe(6);
    expect(result.stderr).toContain('✖ Не удалось подключиться к базе: connect ECONNREFUSED 127.0.0.1:1');
    expect(result.stdout).toBe('');
  });

  it('no database in DATA_DIR (a server started with another one): exit 78, where it looked and how to reach the running one; nothing created', async () => {
    const userDir = await mkdtemp(join(tmpdir(), 'ege-cli-nodb-'));
    try {
      // DATA_DIR not given: ./data of the folder npm was called from.
      const result = await run(['whoami', '--as', 'admin'], { INIT_CWD: userDir });
      expect(result.code).toBe(78);
      expect(result.stdout).toBe('');
      expect(result.stderr).toContain(`✖ База не найдена: в ${join(userDir, 'data')} нет базы тренажера`);
      expect(result.stderr).toContain('DATA_DIR=<папка>');
      expect(result.stderr).toContain('DATABASE_URL=');
      expect(result.stderr).toContain('ege login --server <адрес>');
      expect(result.stderr).not.toContain('Схема базы не создана');
      expect(existsSync(join(userDir, 'data'))).toBe(false);
      expect((await run(['users', 'set-role', 'alice', 'admin'], { INIT_CWD: userDir, DATA_DIR: 'srv' })).stderr).toContain(`в ${join(userDir, 'srv')} нет базы`);
    } finally {
      await rm(userDir, { recursive: true, force: true });
    }
  });

  it('Commander refusals come in Russian with exit 1', async () => {
    const unknown = await run(['users', 'crate']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('✖ Неизвестная команда crate\n(Возможно, имелось в виду create?)');
    const option = await run(['users', 'create', '--bogus']);
    expect(option.code).toBe(1);
    expect(option.stderr).toContain('Неизвестный параметр --bogus');
  });

  it('a group without its subcommand shows its help on stderr: exit 1', async () => {
    const result = await run(['users']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Использование: ege users [параметры] [команда]');
  });
});

describe('describeDatabase', () => {
  it('never shows the password of DATABASE_URL', () => {
    expect(describeDatabase({ workDir: '/', dataDir: '/d', databaseUrl: 'postgres://u:secret@db.local:5433/ege', tokenSecret: undefined, server: undefined, configDir: '/c' })).toBe('db.local:5433/ege');
    expect(describeDatabase({ workDir: '/', dataDir: '/d', databaseUrl: undefined, tokenSecret: undefined, server: undefined, configDir: '/c' })).toBe('встроенная PostgreSQL в /d');
  });
});
