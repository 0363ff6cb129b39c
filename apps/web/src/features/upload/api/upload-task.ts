import type { CreatedTask } from '@ege/core/tasks/authoring/task-authoring-schemas';
import { ApiError } from '../../../lib/api-error';
import { requestRest } from '../../../lib/request-rest';
import type { UploadFields } from '../utils/upload-fields-of';

/** The files of a form; a block takes only the solution document. */
export type UploadFiles = { image: File | null; solutionDocument: File | null; attachments: File[] };

export const noFiles: UploadFiles = { image: null, solutionDocument: null, attachments: [] };

export function formDataOf(fields: UploadFields, files: UploadFiles): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (files.image) body.append('image', files.image);
  if (files.solutionDocument) body.append('solution_document', files.solutionDocument);
  for (const file of files.attachments) body.append('attachments', file);
  return body;
}

/** POST /tasks/ as multipart: a task of types 1–27, or with type '19-21' a block. */
export async function uploadTask({ fields, files }: { fields: UploadFields; files: UploadFiles }): Promise<CreatedTask> {
  const created = (await requestRest('/tasks/', { method: 'POST', body: formDataOf(fields, files) })) as CreatedTask;
  if (typeof created?.id !== 'number' || !Array.isArray(created.ids)) throw new ApiError('Ошибка парсинга ответа сервера', 200);
  return created;
}
