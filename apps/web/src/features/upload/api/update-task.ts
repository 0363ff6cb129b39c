import type { TaskPayload } from '@ege/core/tasks/bank/task-schemas';
import { ApiError } from '../../../lib/api-error';
import { requestRest } from '../../../lib/request-rest';
import type { UploadFields } from '../utils/upload-fields-of';
import { formDataOf, type UploadFiles } from './upload-task';

/** PUT /tasks/tasks/{id}/ as multipart: the fields given change, new files are added or replace old ones. */
export async function updateTask({ id, fields, files }: { id: number; fields: UploadFields; files: UploadFiles }): Promise<TaskPayload> {
  const task = (await requestRest(`/tasks/tasks/${id}/`, { method: 'PUT', body: formDataOf(fields, files) })) as TaskPayload;
  if (typeof task?.id !== 'number') throw new ApiError('Ошибка парсинга ответа сервера', 200);
  return task;
}
