import type { UploadedFiles } from '@ege/api/context';
import { AppError } from '@ege/core/errors/app-error';
import { readFileSync } from 'node:fs';
import { sha256 } from './check-task-folder';
import type { TaskFileRef } from './task-folder';

export const fileChangedMessage = (path: string) => `Файл ${path} изменился после проверки: запустите импорт ещё раз`;

/**
 * A task's files read again just before it is written, as the upload form sends them. A file that is
 * not what was checked and hashed is that task's problem (the re-run picks it up).
 */
export function loadTaskFiles(refs: readonly TaskFileRef[]): UploadedFiles {
  const files: UploadedFiles = new Map();
  for (const ref of refs) {
    const data = readFileOrNull(ref.source);
    if (!data || sha256(data) !== ref.sha256) throw new AppError('BAD_REQUEST', fileChangedMessage(ref.path));
    files.set(ref.field, [...(files.get(ref.field) ?? []), { data, filename: ref.name }]);
  }
  return files;
}

/** Read synchronously, like the tree (read-task-folder.ts): small files cost less than a thread-pool trip. */
function readFileOrNull(path: string): Buffer | null {
  try {
    return readFileSync(path);
  } catch {
    return null;
  }
}
