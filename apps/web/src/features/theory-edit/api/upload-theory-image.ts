import { ApiError } from '../../../lib/api-error';
import { imageProblemOf } from '../../../lib/image-file-rules';
import { requestRest } from '../../../lib/request-rest';

/** POST /theory/upload-image/: a picture put into a theory page; the editor gets its location. */
export async function uploadTheoryImage(file: File): Promise<string> {
  const problem = imageProblemOf(file);
  if (problem) throw new ApiError(problem, 400);
  const body = new FormData();
  body.append('file', file);
  const uploaded = (await requestRest('/theory/upload-image/', { method: 'POST', body })) as { location?: unknown };
  if (typeof uploaded?.location !== 'string') throw new ApiError('Ошибка парсинга ответа сервера', 200);
  return uploaded.location;
}
