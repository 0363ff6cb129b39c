import type { Knex } from 'knex';
import type { Actor } from './actor';
import { authUserColumns, type AuthUser } from './auth-user';
import { verifyAccessToken } from './access-token';
import { queryPrepared } from '../db/query-prepared';

/**
 * Every authenticated request runs this, so it stays one round trip: the user row, found only while
 * the token's session is alive (two primary-key lookups joined in one plain SQL statement). It runs as
 * a named prepared statement: planning the join anew on every request cost more than the lookup itself
 * (docs/decisions/017 has the figures), sent past knex's runner (queryPrepared, decision 079).
 */
export const selectAuthUserSql = `SELECT ${authUserColumns.map((column) => `u.${column}`).join(', ')}
  FROM sessions s JOIN users u ON u.id = s.user_id
  WHERE s.id = $1 AND s.ended_at IS NULL AND u.id = $2`;

/** The actor behind an `Authorization: Bearer …` header; a bad or stale token, or an ended session, makes a rejected guest. */
export async function authenticateBearer(db: Knex, tokenSecret: string, header: string | undefined): Promise<Actor> {
  if (!header) return { kind: 'guest', tokenRejected: false };
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  const claims = match?.[1] ? verifyAccessToken(match[1], tokenSecret) : null;
  if (!claims) return { kind: 'guest', tokenRejected: true };
  const [user] = await queryPrepared<AuthUser>(db, 'authenticate-bearer', selectAuthUserSql, [claims.sid, claims.sub]);
  if (!user || user.token_version !== claims.ver) return { kind: 'guest', tokenRejected: true };
  return { kind: 'user', user, sessionId: claims.sid };
}
