import type { Knex } from 'knex';
import type { SolvedTypes } from './homework-schemas';

/**
 * The task types a student has solved, in order: the homework screen asks for one task of each by
 * default (SPEC §2), and staff may not read another user's stats otherwise.
 */
export async function listSolvedTypes(db: Knex, userId: number): Promise<SolvedTypes> {
  const rows = await db('task_solves').where({ user_id: userId }).distinct('task_type').orderBy('task_type');
  return { types: rows.map((row) => row.task_type) };
}
