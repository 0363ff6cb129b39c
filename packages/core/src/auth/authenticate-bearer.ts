import type { Knex } from 'knex';
import type { Actor } from '../context/actor';
import { UserModel } from '../users/user-model';
import { verifyAccessToken } from './access-token';

/** The actor behind an `Authorization: Bearer …` header; a bad or stale token makes a rejected guest. */
export async function authenticateBearer(db: Knex, tokenSecret: string, header: string | undefined): Promise<Actor> {
  if (!header) return { kind: 'guest', tokenRejected: false };
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  const claims = match?.[1] ? verifyAccessToken(match[1], tokenSecret) : null;
  if (!claims) return { kind: 'guest', tokenRejected: true };
  const user = await UserModel.query(db).findById(claims.sub);
  if (!user || user.token_version !== claims.ver) return { kind: 'guest', tokenRejected: true };
  return { kind: 'user', user };
}
