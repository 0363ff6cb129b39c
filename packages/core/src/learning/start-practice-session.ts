import type { Knex } from 'knex';
import type { CoreDeps } from '../context/core-deps';
import type { PracticeSessionsTable } from '../db/tables/practice-sessions-table';
import { learningSql } from './learning-sql';
import { loadTypeMastery } from './load-type-mastery';

export type PracticeSessionRow = PracticeSessionsTable;

/** POST /users/practice/start/: a new weak-type session; an open one is closed as it stands. */
export async function startPracticeSession(deps: CoreDeps, userId: number): Promise<{ session_id: number }> {
  const now = deps.clock.now();
  return deps.db.transaction(async (trx) => {
    await trx('practice_sessions').where({ user_id: userId }).whereNull('finished_at').update({ finished_at: now });
    const session = await insertPracticeSession(trx, userId, now);
    return { session_id: session.id };
  });
}

// One open session a student (a partial unique index): of two requests at once, the second takes the first's.
const insertSql = `
  INSERT INTO practice_sessions (user_id, started_at, mastery_before) VALUES (?, ?, ?)
  ON CONFLICT (user_id) WHERE finished_at IS NULL DO NOTHING RETURNING *`;

/** The open session, created with the tried types' chances it starts from (the summary compares against them). */
export async function insertPracticeSession(trx: Knex.Transaction, userId: number, now: Date): Promise<PracticeSessionRow> {
  const mastery = await loadTypeMastery(trx, userId, now);
  const before = Object.fromEntries(mastery.filter((type) => type.tried).map((type) => [String(type.type), type.probability]));
  const inserted = (await trx.raw<{ rows: PracticeSessionRow[] }>(insertSql, [userId, now, JSON.stringify(before)])).rows[0];
  return inserted ?? (await trx.raw<{ rows: PracticeSessionRow[] }>(learningSql.lockOpenSession, [userId])).rows[0]!;
}
