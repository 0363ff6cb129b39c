import type { Knex } from 'knex';

const publishLockKey = 2026_1125;

/**
 * Makes room for a theory row about to be published: the type's current published page (another
 * row) goes to the archive, so the frame always has one page. The per-type lock keeps two editors
 * publishing at once from both passing the unique index's check.
 */
export async function archivePublishedTheory(trx: Knex.Transaction, taskNumber: number, keepId: number | null, now: Date): Promise<void> {
  await trx.raw('SELECT pg_advisory_xact_lock(?, ?)', [publishLockKey, taskNumber]);
  const others = trx('theory').where({ task_number: taskNumber, status: 'published' });
  if (keepId !== null) others.whereNot({ id: keepId });
  await others.update({ status: 'archived', updated_at: now });
}
