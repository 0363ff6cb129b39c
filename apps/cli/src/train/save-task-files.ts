import type { TaskPayload } from '@ege/core/tasks/bank/task-schemas';
import { mkdir, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { CliApi } from '../api/cli-api';
import { failureOf } from '../errors/exit-codes';

/** One file of a task as the trainer lists it: where it was saved, or its address, or why it is missing. */
export type TaskFile = { label: string; path?: string; url?: string; error?: string };

const imageExtensions: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/gif': 'gif' };

/**
 * Saves a task's attachments and its picture into `<filesDir>/<task id>/`, so that the student can open
 * them beside the terminal. A picture elsewhere on the web stays a link; a file that cannot be fetched
 * is listed by its address with the reason.
 */
export async function saveTaskFiles(api: CliApi, task: TaskPayload, filesDir: string): Promise<TaskFile[]> {
  const folder = join(filesDir, String(task.id));
  const files: TaskFile[] = [];
  for (const attachment of task.attachments) {
    files.push(await saveOne(api, folder, attachment.file, attachment.url, `Файл ${attachment.file}`));
  }
  if (task.image) files.push(await saveImage(api, folder, task.image));
  return files;
}

async function saveImage(api: CliApi, folder: string, image: string): Promise<TaskFile> {
  const label = 'Рисунок';
  const data = /^data:([^;,]+);base64,(.*)$/s.exec(image);
  if (data) {
    const path = join(folder, `image.${imageExtensions[data[1]!] ?? 'bin'}`);
    return write(label, path, Buffer.from(data[2]!, 'base64'));
  }
  if (/^https?:\/\//i.test(image)) return { label, url: image };
  return saveOne(api, folder, basename(image.split('?')[0] ?? image) || 'image', image, label);
}

async function saveOne(api: CliApi, folder: string, name: string, url: string, label: string): Promise<TaskFile> {
  try {
    return await write(label, join(folder, safeName(name)), await api.fetchFile(url));
  } catch (error) {
    return { label, url, error: failureOf(error).message };
  }
}

async function write(label: string, path: string, data: Buffer): Promise<TaskFile> {
  try {
    await mkdir(join(path, '..'), { recursive: true });
    await writeFile(path, data);
    return { label, path };
  } catch (error) {
    return { label, error: `не удалось сохранить в ${path}: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** A file name from the server, kept inside the task's folder. */
function safeName(name: string): string {
  const base = basename(name.replace(/\\/g, '/'));
  return base === '' || base === '.' || base === '..' ? 'file' : base;
}
