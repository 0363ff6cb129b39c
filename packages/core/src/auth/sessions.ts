import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { AppError } from '../errors/app-error';
import { UserModel } from '../users/user-model';
import { signAccessToken } from './access-token';

export const refreshTokenLifetimeSeconds = 30 * 24 * 60 * 60;
export const sessionExpiredMessage = 'Сессия истекла. Войдите снова.';

export type IssuedSession = { access: string; refresh: string; user: UserModel };

function hashOf(refreshToken: string): string {
  return createHash('sha256').update(refreshToken).digest('hex');
}

/** A new access token and a new refresh token, the latter stored only as its hash. */
export async function issueSession(db: Knex, tokenSecret: string, user: UserModel): Promise<IssuedSession> {
  const refresh = randomBytes(32).toString('base64url');
  await db('refresh_tokens').insert({
    user_id: user.id,
    token_hash: hashOf(refresh),
    expires_at: new Date(Date.now() + refreshTokenLifetimeSeconds * 1000),
  });
  return { access: signAccessToken(user, tokenSecret), refresh, user };
}

/**
 * Trades a refresh token for a new session. The old token is spent in the same statement that
 * checks it, so two concurrent refreshes with one token yield one session, not two.
 */
export async function rotateSession(db: Knex, tokenSecret: string, refreshToken: string | undefined): Promise<IssuedSession> {
  if (!refreshToken) throw new AppError('UNAUTHORIZED', sessionExpiredMessage);
  return db.transaction(async (trx) => {
    const spent = (await trx('refresh_tokens')
      .update({ revoked_at: trx.fn.now() })
      .where({ token_hash: hashOf(refreshToken) })
      .whereNull('revoked_at')
      .where('expires_at', '>', trx.fn.now())
      .returning('user_id')) as { user_id: number }[];
    const userId = spent[0]?.user_id;
    if (userId === undefined) throw new AppError('UNAUTHORIZED', sessionExpiredMessage);
    const user = await UserModel.query(trx).findById(userId);
    if (!user) throw new AppError('UNAUTHORIZED', sessionExpiredMessage);
    return issueSession(trx, tokenSecret, user);
  });
}

export async function revokeRefreshToken(db: Knex, refreshToken: string | undefined): Promise<void> {
  if (!refreshToken) return;
  await db('refresh_tokens').update({ revoked_at: db.fn.now() }).where({ token_hash: hashOf(refreshToken) }).whereNull('revoked_at');
}

export async function deleteExpiredRefreshTokens(db: Knex): Promise<number> {
  return db('refresh_tokens').where('expires_at', '<', db.fn.now()).delete();
}
