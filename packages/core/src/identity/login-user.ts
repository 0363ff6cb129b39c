import { clientAddressKey } from './client-address-key';
import { verifyDeviceToken } from './device-token';
import { getDecoyHash, verifyPassword } from './password-hash';
import { forgiveRateLimitHit, hitRateLimit, resetRateLimit } from '../rate-limit/rate-limit';
import { issueSession, type IssuedSession } from './sessions';
import type { CoreDeps } from '../context/core-deps';
import { AppError } from '../errors/app-error';
import { UserModel } from './user-model';
import type { LoginInput } from './user-schemas';
import { messages } from '../text/messages';

export const wrongCredentialsMessage = messages.wrongCredentials;

/** Who is signing in: the client's address and the device cookie its browser carries, if any. */
export type LoginClient = { ip: string; deviceToken?: string };

/**
 * Signs in by username (or e-mail) and password (OWASP's lockout, decision 048). Failures of an account
 * count per client address, so a stranger elsewhere cannot lock the owner out, and under a much higher
 * ceiling for the account from all addresses against distributed guessing; a browser that has signed in
 * to the account before (a valid device cookie) counts per device instead and passes the ceiling.
 * An account counts under its id, whichever of its name and e-mail was typed; a name that matches no
 * account counts under itself, limited exactly as an account is, so the answers tell nothing of whether
 * one exists.
 */
export async function loginUser(deps: CoreDeps, input: LoginInput, client: LoginClient): Promise<IssuedSession> {
  const address = clientAddressKey(client.ip);
  await hitRateLimit(deps.db, `login:ip:${address}`, deps.rateLimits.loginPerIp);
  const user = await UserModel.query(deps.db)
    .whereRaw('lower(username) = lower(?)', [input.username])
    .orWhereRaw('lower(email) = lower(?)', [input.username])
    .first();
  const accountKey = user ? `login:account:${user.id}` : `login:name:${input.username.toLowerCase()}`;
  const device = user ? verifyDeviceToken(client.deviceToken, user.id, deps.tokenSecret, deps.clock.now()) : null;
  const localKey = device ? `login:device:${device.userId}:${device.deviceId}` : `${accountKey}:ip:${address}`;
  await hitRateLimit(deps.db, localKey, deps.rateLimits.loginPerAccountAddress);
  if (!device) await hitRateLimit(deps.db, accountKey, deps.rateLimits.loginPerAccount);
  const ok = await verifyPassword(user?.password_hash ?? (await getDecoyHash()), input.password);
  if (!user || !ok) throw new AppError('UNAUTHORIZED', wrongCredentialsMessage);
  await resetRateLimit(deps.db, localKey);
  // The ceiling counts failures only (a class may share a demo account), and outlives a success: an
  // attacker spread over many addresses must not win a fresh hundred each time the owner signs in.
  if (!device) await forgiveRateLimitHit(deps.db, accountKey);
  return issueSession(deps.db, deps.tokenSecret, user);
}
