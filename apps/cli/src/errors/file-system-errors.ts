/**
 * A file system call's failure (Node's errno error: EACCES, ENOSPC…) said in Russian with its path. The
 * CLI reads and writes task folders on the user's disk, so these are the user's to fix, not its bugs.
 */
type ErrnoError = Error & { code: string; syscall?: string; path?: string; dest?: string };

/** The calls of node:fs whose errors these are; a network error (connect, getaddrinfo) is not one. */
const fileSyscalls = new Set([
  'access', 'chmod', 'close', 'copyfile', 'fstat', 'fsync', 'link', 'lstat', 'mkdir', 'mkdtemp', 'open', 'opendir', 'read',
  'readlink', 'realpath', 'rename', 'rm', 'rmdir', 'scandir', 'stat', 'symlink', 'unlink', 'utime', 'write',
]);

export function isFileSystemError(error: unknown): error is ErrnoError {
  if (!(error instanceof Error)) return false;
  const { code, syscall } = error as Partial<ErrnoError>;
  return typeof code === 'string' && /^E[A-Z]+$/.test(code) && typeof syscall === 'string' && fileSyscalls.has(syscall);
}

const writes = new Set(['mkdir', 'mkdtemp', 'write', 'rename', 'rm', 'rmdir', 'unlink', 'copyfile', 'symlink', 'link', 'chmod', 'utime']);

/** 'Нет прав на запись: /srv/gen (EACCES)' — what failed, where, and the code for a search. */
export function fileSystemMessage(error: ErrnoError): string {
  const path = error.path ?? error.dest ?? '';
  const where = path === '' ? '' : `: ${path}`;
  const writing = writes.has(error.syscall ?? '');
  switch (error.code) {
    case 'EACCES':
    case 'EPERM':
      return `Нет прав на ${writing ? 'запись' : 'чтение'}${where} (${error.code})`;
    case 'EROFS':
      return `Файловая система только для чтения${where} (EROFS)`;
    case 'ENOSPC':
    case 'EDQUOT':
      return `Не хватает места на диске${where} (${error.code})`;
    case 'ENOENT':
      return `Нет такого файла или папки${where} (ENOENT)`;
    case 'ENOTDIR':
      return `Часть пути — файл, а не папка${where} (ENOTDIR)`;
    case 'EISDIR':
      return `Это папка, а нужен файл${where} (EISDIR)`;
    case 'EEXIST':
      return `Уже существует${where} (EEXIST)`;
    case 'ENOTEMPTY':
      return `Папка не пуста${where} (ENOTEMPTY)`;
    case 'ENAMETOOLONG':
      return `Слишком длинное имя файла или путь${where} (ENAMETOOLONG)`;
    case 'ELOOP':
      return `Символические ссылки ведут по кругу${where} (ELOOP)`;
    case 'EMFILE':
    case 'ENFILE':
      return `Открыто слишком много файлов (${error.code}): повторите позже`;
    case 'EBUSY':
      return `Файл или папка заняты другой программой${where} (EBUSY)`;
    case 'EIO':
      return `Ошибка ввода-вывода диска${where} (EIO)`;
    default:
      return `Ошибка файловой системы${where} (${error.code})`;
  }
}
