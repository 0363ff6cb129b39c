import type { Knex } from 'knex';
import { z } from '../validation/z';
import { notGeneratorAccountSql } from './not-generator-account-sql';

/** The most names one call takes: a class list comes in a few calls, each URL stays short. */
export const maxNamesPerLookup = 100;

const namesMessage = `Укажите от 1 до ${maxNamesPerLookup} имён пользователей`;

/** `?usernames=a&usernames=b` over REST, an array over tRPC; a single name in a query string is a plain string. */
export const findUsersByNamesInput = z.object({
  usernames: z.preprocess(
    (value) => (typeof value === 'string' ? [value] : value),
    z.array(z.string().trim().min(1, 'Пустое имя пользователя').max(150, 'Слишком длинное имя пользователя'), { error: namesMessage })
      .min(1, namesMessage)
      .max(maxNamesPerLookup, namesMessage),
  ),
});
export type FindUsersByNamesInput = z.output<typeof findUsersByNamesInput>;

export const foundUsersSchema = z.object({
  results: z.array(z.object({ id: z.number(), username: z.string() })),
});
export type FoundUsers = z.infer<typeof foundUsersSchema>;

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
