import type { Knex } from 'knex';
import type { Actor } from '../context/actor';
import { authUserColumns, type AuthUser } from '../users/auth-user';
import { verifyAccessToken } from './access-token';

// Every authenticated request runs this; plain SQL keeps it at the cost of the query itself.
const selectAuthUser = `SELECT ${authUserColumns.join(', ')} FROM users WHERE id = ?`;

/** The actor behind an `Authorization: Bearer …` header; a bad or stale token makes a rejected guest. */
export async function authenticateBearer(db: Knex, tokenSecret: string, header: string | undefined): Promise<Actor> {
  if (!header) return { kind: 'guest', tokenRejected: false };
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  const claims = match?.[1] ? verifyAccessToken(match[1], tokenSecret) : null;
  if (!claims) return { kind: 'guest', tokenRejected: true };
  const { rows } = await db.raw<{ rows: AuthUser[] }>(selectAuthUser, [claims.sub]);
  const user = rows[0];
  if (!user || user.token_version !== claims.ver) return { kind: 'guest', tokenRejected: true };
  return { kind: 'user', user };
}
