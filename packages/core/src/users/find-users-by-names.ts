import type { Knex } from 'knex';
import type { FindUsersByNamesInput, FoundUsers } from './find-users-by-names-schemas';
import { notGeneratorAccountSql } from './not-generator-account-sql';

/**
 * The users with exactly these usernames, ignoring case as registration does; names nobody has are
 * simply absent, as is the generator's account. Unlike the search (a prefix, 20 at most) the answer
 * is exact for any list.
 */
export async function findUsersByNames(db: Knex, input: FindUsersByNamesInput): Promise<FoundUsers> {
  const names = [...new Set(input.usernames.map((name) => name.toLowerCase()))];
  const { rows } = await db.raw<{ rows: { id: number; username: string }[] }>(
    `SELECT id, username FROM users WHERE lower(username) = ANY(:names::text[]) AND ${notGeneratorAccountSql} ORDER BY id`,
    { names },
  );
  return { results: rows };
}
