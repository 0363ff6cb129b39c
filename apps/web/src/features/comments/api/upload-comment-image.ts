import { ApiError } from '../../../lib/api-error';
import { imageProblemOf } from '../../../lib/image-file-rules';
import { requestRest } from '../../../lib/request-rest';

/** POST /comments/{id}/attachments/ (form-data field file): tRPC carries no files, so this goes through REST. */
export async function uploadCommentImage(commentId: number, file: File): Promise<{ id: number; file: string }> {
  const problem = imageProblemOf(file);
  if (problem) throw new ApiError(problem, 400);
  const body = new FormData();
  body.append('file', file);
  const attached = (await requestRest(`/comments/${commentId}/attachments/`, { method: 'POST', body })) as { id?: unknown; file?: unknown };
  if (typeof attached?.id !== 'number' || typeof attached.file !== 'string') throw new ApiError('Ошибка парсинга ответа сервера', 200);
  return { id: attached.id, file: attached.file };
}
