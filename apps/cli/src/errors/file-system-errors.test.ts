import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { exitCodes, failureOf } from './exit-codes';

/** An error of the shape node:fs throws (code, errno, syscall, path). */
const fsError = (code: string, syscall: string, path: string) => Object.assign(new Error(`${code}: failed, ${syscall} '${path}'`), { code, errno: -1, syscall, path });

describe('failureOf: file system errors', () => {
  it.each([
    ['EACCES', 'mkdir', '/srv/gen', 'Нет прав на запись: /srv/gen (EACCES)'],
    ['EACCES', 'scandir', '/srv/gen', 'Нет прав на чтение: /srv/gen (EACCES)'],
    ['EPERM', 'open', '/srv/gen/a', 'Нет прав на чтение: /srv/gen/a (EPERM)'],
    ['ENOSPC', 'write', '/srv/gen/a', 'Не хватает места на диске: /srv/gen/a (ENOSPC)'],
    ['EROFS', 'mkdir', '/mnt/cd/gen', 'Файловая система только для чтения: /mnt/cd/gen (EROFS)'],
    ['EXDEV', 'rename', '/a', 'Ошибка файловой системы: /a (EXDEV)'],
  ])('%s in %s: exit 74 and a Russian line with the path', (code, syscall, path, message) => {
    expect(failureOf(fsError(code, syscall, path))).toEqual({ exitCode: exitCodes.fileSystem, message, details: [] });
  });

  it('takes the error Node itself throws', () => {
    let thrown: unknown;
    try {
      readFileSync('/nonexistent-ege/task.yaml');
    } catch (error) {
      thrown = error;
    }
    expect(failureOf(thrown)).toEqual({ exitCode: 74, message: 'Нет такого файла или папки: /nonexistent-ege/task.yaml (ENOENT)', details: [] });
  });

  it('leaves a network error alone: it is no file system error', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED', syscall: 'connect', address: '127.0.0.1' });
    expect(failureOf(refused).exitCode).toBe(exitCodes.internal);
  });
});
