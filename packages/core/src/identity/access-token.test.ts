import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { accessTokenLifetimeSeconds, signAccessToken, verifyAccessToken } from './access-token';

const secret = 's'.repeat(40);
const user = { id: 42, token_version: 3 };
const jwtHeader = () => signAccessToken(user, 7, secret).split('.')[0]!;

describe('access tokens', () => {
  it('carry the user id, session and token version until they expire', () => {
    const now = Date.UTC(2026, 10, 21);
    const token = signAccessToken(user, 7, secret, now);
    expect(verifyAccessToken(token, secret, now + 1000)).toMatchObject({ sub: 42, sid: 7, ver: 3 });
    expect(verifyAccessToken(token, secret, now + accessTokenLifetimeSeconds * 1000)).toBeNull();
  });

  it('reject another secret, a changed payload and garbage', () => {
    const token = signAccessToken(user, 7, secret);
    expect(verifyAccessToken(token, 'x'.repeat(40))).toBeNull();
    const [h, , s] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 1, ver: 3, iat: 0, exp: 9e9 })).toString('base64url');
    expect(verifyAccessToken(`${h}.${forged}.${s}`, secret)).toBeNull();
    expect(verifyAccessToken('garbage', secret)).toBeNull();
    expect(verifyAccessToken(`${h}.e30.`, secret)).toBeNull();
  });

  it('refuse a well-signed token without a session, as issued before sessions existed', () => {
    const body = `${jwtHeader()}.${Buffer.from(JSON.stringify({ sub: 42, ver: 3, iat: 0, exp: 9e9 })).toString('base64url')}`;
    const signature = createHmac('sha256', secret).update(body).digest('base64url');
    expect(verifyAccessToken(`${body}.${signature}`, secret)).toBeNull();
  });
});
