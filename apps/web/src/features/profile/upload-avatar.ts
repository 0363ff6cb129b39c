import type { Profile } from '@ege/core/users/user-schemas';
import { ApiError } from '../../lib/api-error';
import { requestRest } from '../../lib/request-rest';

export const maxAvatarBytes = 10 * 1024 * 1024;
export const acceptedAvatarTypes = 'image/png,image/jpeg,image/webp,image/gif';

/** Checks what the browser can check before sending; the server checks the bytes again. */
export function avatarProblemOf(file: File): string | null {
  if (!file.type.startsWith('image/')) return 'Пожалуйста, выберите изображение';
  if (file.size > maxAvatarBytes) return 'Файл слишком большой. Максимальный размер: 10MB';
  return null;
}

export async function uploadAvatar(file: File): Promise<Profile> {
  const problem = avatarProblemOf(file);
  if (problem) throw new ApiError(problem, 400);
  const body = new FormData();
  body.append('avatar', file);
  const profile = (await requestRest('/users/profile/', { method: 'PUT', body })) as Profile;
  if (typeof profile?.username !== 'string') throw new ApiError('Ошибка парсинга ответа сервера', 200);
  return profile;
}
