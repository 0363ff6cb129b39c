import { getDecoyHash, verifyPassword } from '../auth/password-hash';
import { hitRateLimit, resetRateLimit } from '../auth/rate-limit';
import { issueSession, type IssuedSession } from '../auth/sessions';
import type { CoreDeps } from '../context/core-deps';
import { AppError } from '../errors/app-error';
import { UserModel } from './user-model';
import type { LoginInput } from './user-schemas';

export const wrongCredentialsMessage = 'Неверное имя пользователя или пароль';

/**
 * Signs in by username (or e-mail) and password, limited per IP and per account: an account's failures
 * count under its id, whichever of its name and e-mail was typed. A name that matches no account
 * counts under itself, so it is limited exactly as an account is and tells nothing of whether one exists.
 */
export async function loginUser(deps: CoreDeps, input: LoginInput, ip: string): Promise<IssuedSession> {
  await hitRateLimit(deps.db, `login:ip:${ip}`, deps.rateLimits.loginPerIp);
  const user = await UserModel.query(deps.db)
    .whereRaw('lower(username) = lower(?)', [input.username])
    .orWhereRaw('lower(email) = lower(?)', [input.username])
    .first();
  const accountKey = user ? `login:account:${user.id}` : `login:name:${input.username.toLowerCase()}`;
  await hitRateLimit(deps.db, accountKey, deps.rateLimits.loginPerAccount);
  const ok = await verifyPassword(user?.password_hash ?? (await getDecoyHash()), input.password);
  if (!user || !ok) throw new AppError('UNAUTHORIZED', wrongCredentialsMessage);
  await resetRateLimit(deps.db, accountKey);
  return issueSession(deps.db, deps.tokenSecret, user);
}
