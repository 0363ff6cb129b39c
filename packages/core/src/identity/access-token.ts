import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A compact HS256 JWT: `{ sub, sid, ver, iat, exp }`. `sid` is the session it belongs to (ending the
 * session refuses it at once); `ver` is the user's token version, raised to revoke every token.
 */
export type AccessClaims = { sub: number; sid: number; ver: number; iat: number; exp: number };

export const accessTokenLifetimeSeconds = 15 * 60;

const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function base64url(text: string | Buffer): string {
  return Buffer.from(text).toString('base64url');
}

function sign(data: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(data).digest();
}

export function signAccessToken(
  user: { id: number; token_version: number },
  sessionId: number,
  secret: string,
  now = Date.now(),
): string {
  const iat = Math.floor(now / 1000);
  const claims: AccessClaims = { sub: user.id, sid: sessionId, ver: user.token_version, iat, exp: iat + accessTokenLifetimeSeconds };
  const body = `${header}.${base64url(JSON.stringify(claims))}`;
  return `${body}.${sign(body, secret).toString('base64url')}`;
}

/** The claims of a well-signed, unexpired token, or null. */
export function verifyAccessToken(token: string, secret: string, now = Date.now()): AccessClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== header) return null;
  const [, payload, signature] = parts as [string, string, string];
  const expected = sign(`${header}.${payload}`, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<AccessClaims>;
    // A token from before sessions had no sid: refused like an expired one, so the client renews it.
    if (typeof claims.sub !== 'number' || typeof claims.sid !== 'number' || typeof claims.ver !== 'number' || typeof claims.exp !== 'number') return null;
    if (claims.exp * 1000 <= now) return null;
    return claims as AccessClaims;
  } catch {
    return null;
  }
}
