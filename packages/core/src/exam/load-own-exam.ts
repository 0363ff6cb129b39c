import type { Knex } from 'knex';
import { examNotFound } from './exam-messages';
import type { ExamRow } from './exam-row';
import { examSql } from './exam-sql';

/** The caller's rehearsal; anyone else's is answered as a missing one. */
export async function loadOwnExam(db: Knex, userId: number, id: number): Promise<ExamRow> {
  const [row] = (await db.raw<{ rows: ExamRow[] }>(examSql.selectById, { id })).rows;
  if (!row || row.user_id !== userId) throw examNotFound();
  return row;
}
