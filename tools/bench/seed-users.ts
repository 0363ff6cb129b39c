import type { Knex } from 'knex';
import { hashPassword } from '@ege/core/identity/password-hash';

export type SeededUser = { id: number; username: string; token_version: number };

/**
 * Inserts `count` students in one statement (one argon2 hash shared by all: hashing each would
 * only slow the setup) and returns the one in the middle, so the lookup has to use the index.
 */
export async function seedUsers(db: Knex, count: number): Promise<SeededUser> {
  const passwordHash = await hashPassword('bench-password');
  await db.raw(
    `INSERT INTO users (username, email, password_hash, experience_points)
     SELECT 'bench_user_' || n, 'bench_user_' || n || '@bench.local', ?, n % 5000
     FROM generate_series(1, ?) AS n`,
    [passwordHash, count],
  );
  await db.raw('ANALYZE users');
  const user = await db('users')
    .where({ username: `bench_user_${Math.ceil(count / 2)}` })
    .first<SeededUser>('id', 'username', 'token_version');
  if (!user) throw new Error('Seeded user not found');
  return user;
}

/**
 * `count` users spread evenly over the seeded ones: the load rotates over them, since one user's
 * checks queue on that user's row lock.
 */
export async function pickBenchUsers(db: Knex, count: number): Promise<SeededUser[]> {
  const { rows } = (await db.raw(
    `SELECT id, username, token_version FROM users
     WHERE id % greatest(1, (SELECT count(*) FROM users) / ?) = 0 ORDER BY id LIMIT ?`,
    [count, count],
  )) as { rows: SeededUser[] };
  if (rows.length < count) throw new Error(`Only ${rows.length} of ${count} bench users found`);
  return rows;
}
