import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '@ege/core/clock/clock';
import { moscowDayOf, moscowWeekStartOf } from '@ege/core/clock/moscow-time';
import { topSql } from '@ege/core/top/top-sql';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { seedExperience } from './seed-experience';
import { seedUsers } from './seed-users';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

describe('the benchmark’s experience seed', () => {
  it('keeps every total equal to its ledger and weeks, with this week up to now, and the top reads it', async () => {
    const db = database.db;
    const middle = await seedUsers(db, 300);
    const seeded = await seedExperience(db, { rowsPerUser: 20, weeks: 8 });
    // Every user: the 300 seeded and those the migrations make (the generator's account).
    const [users] = (await db('users').count({ n: '*' })) as { n: string }[];
    expect(seeded.ledgerRows).toBe(20 * Number(users!.n));
    expect(seeded.currentWeekUsers).toBeGreaterThan(0);
    const mismatched = await db.raw(`
      SELECT u.id FROM users u
      LEFT JOIN (SELECT user_id, sum(amount) AS total FROM experience_ledger GROUP BY user_id) l ON l.user_id = u.id
      LEFT JOIN (SELECT user_id, sum(points) AS total FROM experience_weekly GROUP BY user_id) w ON w.user_id = u.id
      WHERE u.experience_points <> l.total OR l.total <> w.total`);
    expect(mismatched.rows).toEqual([]);
    const [dated] = (await db('experience_ledger').where('created_at', '>', db.fn.now()).count({ future: '*' })) as { future: number }[];
    expect(Number(dated?.future)).toBe(0);

    const weekStart = moscowDayOf(moscowWeekStartOf(systemClock.now()));
    for (const [sql, bindings] of [
      [topSql.all, { userId: middle.id, limit: 20 }],
      [topSql.week, { userId: middle.id, limit: 20, weekStart }],
    ] as const) {
      const { rows } = (await db.raw(sql, bindings)) as { rows: { id: number; points: number; place: number; outside: boolean }[] };
      const listed = rows.filter((row) => !row.outside);
      expect(listed).toHaveLength(20);
      expect(listed.map((row) => row.points)).toEqual([...listed.map((row) => row.points)].sort((a, b) => b - a));
      expect(rows.filter((row) => row.id === middle.id)).toHaveLength(1);
    }
  });
});
