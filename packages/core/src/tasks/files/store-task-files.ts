import { randomBytes } from 'node:crypto';
import { AppError } from '../../errors/app-error';
import { checkImage } from '../../storage/check-image';
import type { FileStorage } from '../../storage/file-storage';
import { checkDocument } from '../checking/check-document';
import { baseNameOf, safeFileName } from './safe-file-name';

/** A file of a multipart request, as the transport hands it over. */
export type UploadedFile = { data: Buffer; filename: string };
export type UploadedFiles = ReadonlyMap<string, readonly UploadedFile[]>;

/** A file whose content was checked: `name` is the name the author gave it, `extension` the one its bytes have. */
export type CheckedFile = { data: Buffer; name: string; extension: string };
export type TaskFiles = { image?: CheckedFile; solution_document?: CheckedFile; attachments: CheckedFile[] };

export const maxAttachments = 4;
export const tooManyAttachmentsMessage = 'Можно выбрать не более 4 файлов';
export const oneFileMessage = 'Можно выбрать только один файл';

/**
 * The image, solution document and attachments of a task form, checked by content. `keptAttachments`
 * are those the task already has and keeps, which count towards the four.
 */
export async function checkTaskFiles(files: UploadedFiles, keptAttachments = 0): Promise<TaskFiles> {
  const single = (field: string): UploadedFile | undefined => {
    const list = files.get(field) ?? [];
    if (list.length > 1) throw new AppError('BAD_REQUEST', oneFileMessage, { fields: { [field]: [oneFileMessage] } });
    return list[0];
  };
  // Browsers' forms and some clients name a multiple file input "attachments[]".
  const attachments = [...(files.get('attachments') ?? []), ...(files.get('attachments[]') ?? [])];
  if (keptAttachments + attachments.length > maxAttachments) {
    throw new AppError('BAD_REQUEST', tooManyAttachmentsMessage, { fields: { attachments: [tooManyAttachmentsMessage] } });
  }
  const result: TaskFiles = { attachments: [] };
  const image = single('image');
  if (image) result.image = { data: image.data, name: originalName(image.filename), extension: (await checkImage(image.data, 'image')).extension };
  const solution = single('solution_document');
  if (solution) result.solution_document = await checkedDocument(solution, 'solution_document');
  for (const attachment of attachments) result.attachments.push(await checkedDocument(attachment, 'attachments'));
  return result;
}

async function checkedDocument(file: UploadedFile, field: string): Promise<CheckedFile> {
  const { extension } = await checkDocument(file.data, file.filename, field);
  return { data: file.data, name: originalName(file.filename, extension), extension };
}

function originalName(filename: string, extension = 'file'): string {
  return baseNameOf(filename).slice(0, 255) || `file.${extension}`;
}

/** Saves a checked file under `folder` (tasks/<id>) as <random>-<safe name>; returns its storage key. */
export async function saveTaskFile(storage: FileStorage, folder: string, file: CheckedFile): Promise<string> {
  const key = `${folder}/${randomBytes(6).toString('hex')}-${safeFileName(file.name, file.extension)}`;
  await storage.save(key, file.data);
  return key;
}

/** Removes stored files; one that cannot be removed does not undo what the database already did. */
export async function removeStoredFiles(storage: FileStorage, keys: readonly (string | null | undefined)[]): Promise<void> {
  await Promise.allSettled([...new Set(keys.filter((key): key is string => Boolean(key)))].map((key) => storage.remove(key)));
}
