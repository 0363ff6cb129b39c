import type { Profile } from '@ege/core/identity/user-schemas';
import { ApiError } from '../../../lib/api-error';
import { imageProblemOf } from '../../../lib/image-file-rules';
import { requestRest } from '../../../lib/request-rest';

export async function uploadAvatar(file: File): Promise<Profile> {
  const problem = imageProblemOf(file);
  if (problem) throw new ApiError(problem, 400);
  const body = new FormData();
  body.append('avatar', file);
  const profile = (await requestRest('/users/profile/', { method: 'PUT', body })) as Profile;
  if (typeof profile?.username !== 'string') throw new ApiError('Ошибка парсинга ответа сервера', 200);
  return profile;
}
