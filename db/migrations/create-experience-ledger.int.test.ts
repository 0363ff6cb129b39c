import { afterAll, describe, expect, it } from 'vitest';
import { createEmptyDatabase } from '@ege/tools/test/test-database';
import type { Knex } from 'knex';
import { migrationSource } from '../src/migration-source';
import { connectKnex } from '../src/open-database';

const opened: Knex[] = [];
afterAll(async () => Promise.all(opened.map((db) => db.destroy())));

const ledgerMigration = '20261125000000_create-experience-ledger';

describe('the experience ledger migration on a database in use', () => {
  it('moves every solve onto the ledger with its date and keeps every total exactly', async () => {
    const { url } = await createEmptyDatabase();
    const db = connectKnex(url, 2);
    opened.push(db);
    const all = await migrationSource.getMigrations([]);
    for (const name of all.slice(0, all.indexOf(ledgerMigration))) await db.migrate.up({ migrationSource, name });

    const users = (await db('users')
      .insert([
        { username: 'solver', email: 'solver@example.ru', password_hash: 'x', experience_points: 30 },
        { username: 'seeded', email: 'seeded@example.ru', password_hash: 'x', experience_points: 250 },
        { username: 'mixed', email: 'mixed@example.ru', password_hash: 'x', experience_points: 15 },
        { username: 'newcomer', email: 'newcomer@example.ru', password_hash: 'x', experience_points: 0 },
      ])
      .returning('id')) as { id: number }[];
    const [solver, seeded, mixed, newcomer] = users.map((u) => u.id) as [number, number, number, number];
    const tasks = (await db('tasks')
      .insert([1, 2, 3].map((i) => ({ type: 1, difficulty: 1, text: `<p>${i}</p>`, answer: '1', answer_type: 'field' })))
      .returning('id')) as { id: number }[];
    // Sunday 23:00 and Monday 01:00 Moscow time fall in different weeks.
    await db('task_solves').insert([
      { user_id: solver, task_id: tasks[0]!.id, task_type: 1, experience_gained: 10, solved_at: '2026-11-22T20:00:00Z' },
      { user_id: solver, task_id: tasks[1]!.id, task_type: 1, experience_gained: 20, solved_at: '2026-11-22T22:00:00Z' },
      { user_id: solver, task_id: tasks[2]!.id, task_type: 1, experience_gained: 0, solved_at: '2026-11-22T22:00:00Z' },
      { user_id: mixed, task_id: tasks[0]!.id, task_type: 1, experience_gained: 10, solved_at: '2026-11-20T10:00:00Z' },
    ]);

    await db.migrate.latest({ migrationSource });

    const totals = (await db.raw(`SELECT u.id, u.experience_points, coalesce(sum(l.amount), 0)::int AS ledger
      FROM users u LEFT JOIN experience_ledger l ON l.user_id = u.id WHERE u.id = ANY(?) GROUP BY u.id ORDER BY u.id`, [users.map((u) => u.id)])) as { rows: { id: number; experience_points: number; ledger: number }[] };
    expect(totals.rows.map((r) => [r.id, r.experience_points, r.ledger])).toEqual([
      [solver, 30, 30],
      [seeded, 250, 250],
      [mixed, 15, 15],
      [newcomer, 0, 0],
    ]);
    const kinds = (await db('experience_ledger').orderBy(['user_id', 'id']).select('user_id', 'source_kind', 'amount')) as { user_id: number; source_kind: string; amount: number }[];
    expect(kinds).toEqual([
      { user_id: solver, source_kind: 'solve', amount: 10 },
      { user_id: solver, source_kind: 'solve', amount: 20 },
      { user_id: seeded, source_kind: 'migration', amount: 250 },
      { user_id: mixed, source_kind: 'solve', amount: 10 },
      { user_id: mixed, source_kind: 'migration', amount: 5 },
    ]);
    const weeks = (await db('experience_weekly').where({ user_id: solver }).orderBy('week_start').select(db.raw("to_char(week_start, 'YYYY-MM-DD') AS week"), 'points')) as { week: string; points: number }[];
    expect(weeks).toEqual([
      { week: '2026-11-16', points: 10 },
      { week: '2026-11-23', points: 20 },
    ]);
  });
});
