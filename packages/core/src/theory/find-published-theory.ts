import type { Knex } from 'knex';
import type { TheoryRow } from './theory-row';

/** The page the frame shows for a type, if one is published (at most one is: a unique index). */
export async function findPublishedTheory(db: Knex, theoryNumber: number): Promise<TheoryRow | undefined> {
  return await db('theory').where({ task_number: theoryNumber, status: 'published' }).first();
}
