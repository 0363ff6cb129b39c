import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { CoreDeps } from '../context/core-deps';
import { AppError } from '../errors/app-error';
import { UserModel } from './user-model';
import { signAccessToken } from './access-token';

export const refreshTokenLifetimeSeconds = 30 * 24 * 60 * 60;
export const sessionExpiredMessage = 'Сессия истекла. Войдите снова.';

type SessionUser = { id: number; token_version: number };
export type IssuedSession<U extends SessionUser = UserModel> = { access: string; refresh: string; sessionId: number; user: U };

function hashOf(refreshToken: string): string {
  return createHash('sha256').update(refreshToken).digest('hex');
}

const refreshExpiry = (from = new Date()) => new Date(from.getTime() + refreshTokenLifetimeSeconds * 1000);

/** Starts a session (one sign-in on one device): its first refresh token, stored as a hash, and an access token. */
export async function issueSession<U extends SessionUser>(db: Knex, tokenSecret: string, user: U): Promise<IssuedSession<U>> {
  const refresh = randomBytes(32).toString('base64url');
  const expiresAt = refreshExpiry();
  const { rows } = await db.raw<{ rows: { session_id: number }[] }>(
    `WITH session AS (INSERT INTO sessions (user_id, expires_at) VALUES (?, ?) RETURNING id)
     INSERT INTO refresh_tokens (user_id, session_id, token_hash, expires_at) SELECT ?, id, ?, ? FROM session RETURNING session_id`,
    [user.id, expiresAt, user.id, hashOf(refresh), expiresAt],
  );
  const sessionId = rows[0]!.session_id;
  return { access: signAccessToken(user, sessionId, tokenSecret), refresh, sessionId, user };
}

/**
 * How long a spent refresh token still buys an access token: two tabs that load at once both send the
 * cookie they hold, and the one that loses the race must not sign the user out (docs/decisions/049).
 */
export const rotationGraceSeconds = 30;

/** A rotation's answer; refresh is null when a token spent within the grace window was used again. */
export type RotatedSession = Omit<IssuedSession, 'refresh'> & { refresh: string | null };

type RotationDeps = Pick<CoreDeps, 'db' | 'tokenSecret' | 'clock'>;

/**
 * Trades a refresh token for the next pair of the same session. The old token is spent in the same
 * statement that checks it, so two concurrent refreshes with one token spend it once and leave one live
 * successor. A token spent less than rotationGraceSeconds ago still gets a fresh access token of the
 * same session, but no refresh token: the cookie the winner set is the session's one live token. After
 * the window, or once the session is ended (logout anywhere), it is refused.
 */
export async function rotateSession(deps: RotationDeps, refreshToken: string | undefined): Promise<RotatedSession> {
  if (!refreshToken) throw new AppError('UNAUTHORIZED', sessionExpiredMessage);
  const tokenHash = hashOf(refreshToken);
  const now = deps.clock.now();
  return deps.db.transaction(async (trx) => {
    const owner = await trx('refresh_tokens').where({ token_hash: tokenHash }).first('session_id');
    if (!owner) throw new AppError('UNAUTHORIZED', sessionExpiredMessage);
    const expiresAt = refreshExpiry(now);
    // The session row is locked first, as ending sessions does (then its tokens): the same order, no deadlock.
    const extended = await trx('sessions').where({ id: owner.session_id }).whereNull('ended_at').update({ expires_at: expiresAt });
    if (extended !== 1) throw new AppError('UNAUTHORIZED', sessionExpiredMessage);
    const spent = await trx('refresh_tokens')
      .update({ revoked_at: now })
      .where({ token_hash: tokenHash })
      .whereNull('revoked_at')
      .where('expires_at', '>', now)
      .returning('user_id');
    if (!spent[0]) return reissueAccessWithinGrace(trx, deps, tokenHash, now);
    const user = await UserModel.query(trx).findById(spent[0].user_id);
    if (!user) throw new AppError('UNAUTHORIZED', sessionExpiredMessage);
    const refresh = randomBytes(32).toString('base64url');
    await trx('refresh_tokens').insert({ user_id: user.id, session_id: owner.session_id, token_hash: hashOf(refresh), expires_at: expiresAt });
    return { access: signAccessToken(user, owner.session_id, deps.tokenSecret), refresh, sessionId: owner.session_id, user };
  });
}

/**
 * The loser of a refresh race: its token was spent by a rotation (an ended session was refused before
 * this) no longer than the grace window ago. Not reuse by a thief, as long as the window is short.
 */
async function reissueAccessWithinGrace(trx: Knex.Transaction, deps: RotationDeps, tokenHash: string, now: Date): Promise<RotatedSession> {
  const row = await trx('refresh_tokens').where({ token_hash: tokenHash }).first('session_id', 'user_id', 'revoked_at');
  // A token is spent only while unexpired, so one spent within the window was live a moment ago.
  const spentAt = row?.revoked_at?.getTime();
  if (!row || spentAt === undefined || spentAt <= now.getTime() - rotationGraceSeconds * 1000) throw new AppError('UNAUTHORIZED', sessionExpiredMessage);
  const user = await UserModel.query(trx).findById(row.user_id);
  if (!user) throw new AppError('UNAUTHORIZED', sessionExpiredMessage);
  return { access: signAccessToken(user, row.session_id, deps.tokenSecret), refresh: null, sessionId: row.session_id, user };
}

/**
 * Logout: ends the session of this refresh token and the one the access token carries (usually the
 * same); every access token of an ended session is refused from the next request on.
 */
export async function endSession(db: Knex, of: { refreshToken?: string | undefined; sessionId?: number | undefined }): Promise<void> {
  const ids = of.sessionId === undefined ? [] : [of.sessionId];
  if (of.refreshToken) {
    const row = await db('refresh_tokens').where({ token_hash: hashOf(of.refreshToken) }).first('session_id');
    if (row) ids.push(row.session_id);
  }
  if (ids.length === 0) return;
  await endSessionsWhere(db, (query) => query.whereIn('id', ids));
}

/** "Выйти на всех устройствах": ends every session of the user, this one included. */
export async function endAllSessions(db: Knex, userId: number): Promise<number> {
  return endSessionsWhere(db, (query) => query.where({ user_id: userId }));
}

async function endSessionsWhere(db: Knex, pick: (query: Knex.QueryBuilder) => Knex.QueryBuilder): Promise<number> {
  return db.transaction(async (trx) => {
    const ended = await pick(trx('sessions')).whereNull('ended_at').update({ ended_at: trx.fn.now() }).returning('id');
    const ids = ended.map((row) => row.id);
    // The ended session is what refuses its tokens; revoking its refresh tokens keeps the rows telling the truth.
    if (ids.length > 0) await trx('refresh_tokens').whereIn('session_id', ids).whereNull('revoked_at').update({ revoked_at: trx.fn.now() });
    return ids.length;
  });
}

export async function deleteExpiredRefreshTokens(db: Knex): Promise<number> {
  return db('refresh_tokens').where('expires_at', '<', db.fn.now()).delete();
}

/** Ended and expired sessions refuse their tokens either way; deleting them (and their refresh tokens) changes no answer. */
export async function deleteEndedSessions(db: Knex): Promise<number> {
  return db('sessions').whereNotNull('ended_at').orWhere('expires_at', '<', db.fn.now()).delete();
}
