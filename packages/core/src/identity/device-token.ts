import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The device cookie (decision 048): `<user id>.<issued at, s>.<device id>.<HMAC>`, given to a browser
 * that signed in to the account. It proves only that this browser knew the password once; the login
 * lets it through an account's lockout and counts its failures per device instead of per address.
 */
export type DeviceClaims = { userId: number; deviceId: string; issuedAt: number };

export const deviceTokenLifetimeSeconds = 180 * 24 * 60 * 60;

// Its own prefix in the HMAC, so no other token signed with the same secret can pass for one.
function sign(payload: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(`device.${payload}`).digest();
}

export function signDeviceToken(userId: number, secret: string, now: Date): string {
  const payload = `${userId}.${Math.floor(now.getTime() / 1000)}.${randomBytes(12).toString('base64url')}`;
  return `${payload}.${sign(payload, secret).toString('base64url')}`;
}

/** The claims of a well-signed, unexpired device token of this user, or null. */
export function verifyDeviceToken(token: string | undefined, userId: number, secret: string, now: Date): DeviceClaims | null {
  const parts = token?.split('.') ?? [];
  if (parts.length !== 4) return null;
  const [user, issued, deviceId, signature] = parts as [string, string, string, string];
  const expected = sign(`${user}.${issued}.${deviceId}`, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const issuedAt = Number(issued);
  const age = now.getTime() / 1000 - issuedAt;
  if (Number(user) !== userId || !Number.isInteger(issuedAt) || age < -60 || age > deviceTokenLifetimeSeconds) return null;
  return { userId, deviceId, issuedAt };
}
