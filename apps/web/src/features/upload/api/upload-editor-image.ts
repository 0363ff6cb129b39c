import { ApiError } from '../../../lib/api-error';
import { imageProblemOf } from '../../../lib/image-file-rules';
import { requestRest } from '../../../lib/request-rest';

/** POST /tasks/upload-image/: an image put into a task's text; the editor gets its URL. */
export async function uploadEditorImage(file: File): Promise<string> {
  const problem = imageProblemOf(file);
  if (problem) throw new ApiError(problem, 400);
  const body = new FormData();
  body.append('file', file);
  const uploaded = (await requestRest('/tasks/upload-image/', { method: 'POST', body })) as { url?: unknown };
  if (typeof uploaded?.url !== 'string') throw new ApiError('Ошибка парсинга ответа сервера', 200);
  return uploaded.url;
}
