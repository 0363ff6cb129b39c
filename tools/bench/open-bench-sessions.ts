import { issueSession } from '@ege/core/identity/sessions';
import { connectKnex } from '@ege/db/open-database';

type SessionUser = { id: number; token_version: number };

/**
 * A signed-in session for each bench user, as a login makes it: an access token names its session,
 * and the app (and the floor) refuse one whose session is not in the database. Returns each user's token.
 */
export async function openBenchSessions(databaseUrl: string, tokenSecret: string, users: readonly SessionUser[]): Promise<(user: SessionUser) => string> {
  const db = connectKnex(databaseUrl, 2);
  const tokens = new Map<number, string>();
  try {
    for (const user of users) if (!tokens.has(user.id)) tokens.set(user.id, (await issueSession(db, tokenSecret, user)).access);
  } finally {
    await db.destroy();
  }
  return (user) => {
    const token = tokens.get(user.id);
    if (!token) throw new Error(`No bench session for user ${user.id}`);
    return token;
  };
}
