import { AppError } from '../errors/app-error';
import type { AuthUser } from '../identity/auth-user';

export const publishForbiddenMessage = 'Только администратор может сделать вариант публичным';

/** Public variants are shown to every visitor, so only admins put one there. */
export function assertMayPublish(user: AuthUser, isPublic: boolean | undefined): void {
  if (isPublic && user.role !== 'admin') throw new AppError('FORBIDDEN', publishForbiddenMessage, { fields: { is_public: [publishForbiddenMessage] } });
}
