import type { Knex } from 'knex';
import { notGeneratorAccountSql } from './not-generator-account-sql';
import type { SearchUsersInput, UserSearchResult } from '../identity/user-schemas';

/** The most users a search returns: the screen shows a short pick list. */
export const userSearchLimit = 20;

/**
 * Users whose username or e-mail starts with q (case-insensitive), and the user whose id is q when
 * it is a number (first). A prefix, not a substring: `lower(x) LIKE 'q%'` walks the text_pattern_ops
 * indexes, where a substring would read the whole table. The generator's account is never found.
 */
export async function searchUsers(db: Knex, input: SearchUsersInput): Promise<UserSearchResult> {
  const prefix = `${input.q.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const id = /^\d{1,9}$/.test(input.q) ? Number(input.q) : null;
  const { rows } = await db.raw<{ rows: { id: number; username: string; email: string }[] }>(
    `SELECT id, username, email FROM users
     WHERE (lower(username) LIKE :prefix OR lower(email) LIKE :prefix OR id = :id) AND ${notGeneratorAccountSql}
     ORDER BY id = :id DESC NULLS LAST, lower(username)
     LIMIT :limit`,
    { prefix, id, limit: userSearchLimit },
  );
  return { results: rows };
}
