import type { UploadedFiles } from '@ege/api/context';
import { AppError } from '@ege/core/errors/app-error';
import { readFile } from 'node:fs/promises';
import { sha256 } from './check-task-folder';
import type { TaskFileRef } from './task-folder';

export const fileChangedMessage = (path: string) => `Файл ${path} изменился после проверки: запустите импорт ещё раз`;

/**
 * A task's files read again just before it is written, as the upload form sends them. A file that is
 * not what was checked and hashed is that task's problem (the re-run picks it up).
 */
export async function loadTaskFiles(refs: readonly TaskFileRef[]): Promise<UploadedFiles> {
  const files: UploadedFiles = new Map();
  for (const ref of refs) {
    const data = await readFile(ref.source).catch(() => null);
    if (!data || sha256(data) !== ref.sha256) throw new AppError('BAD_REQUEST', fileChangedMessage(ref.path));
    files.set(ref.field, [...(files.get(ref.field) ?? []), { data, filename: ref.name }]);
  }
  return files;
}
