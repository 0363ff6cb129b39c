import type { CoreDeps } from '../context/core-deps';
import { flagReason, type FlagCandidate } from './flag-reason';
import { flagThresholds } from './flag-thresholds';
import { taskFlagSql } from './task-flag-sql';

export type FlagRefresh = { holding: number; opened: number; removed: number };

/**
 * The flag job (decision 076): the whole bank's flags recomputed from first tries, set-based, in one
 * transaction under one advisory lock (a second instance's run waits, then finds the same). Flags that
 * hold are written (a dismissal stays while the signature does), open ones that no longer hold go.
 */
export async function refreshTaskFlags(deps: CoreDeps): Promise<FlagRefresh> {
  const now = deps.clock.now();
  return deps.db.transaction(async (trx) => {
    await trx.raw(taskFlagSql.lock);
    const { rows } = await trx.raw<{ rows: FlagCandidate[] }>(taskFlagSql.candidates, { ...flagThresholds });
    const flags = rows.map((row) => ({ ...row, ...flagReason(row) }));
    const written = await trx.raw<{ rows: { id: number; inserted: boolean }[] }>(taskFlagSql.upsert, {
      taskIds: flags.map((flag) => flag.task_id),
      generators: flags.map((flag) => flag.generator),
      versions: flags.map((flag) => flag.generator_version),
      kinds: flags.map((flag) => flag.kind),
      signatures: flags.map((flag) => flag.signature),
      whys: flags.map((flag) => flag.why),
      details: flags.map((flag) => JSON.stringify(flag.details)),
      now,
    });
    const removed = await trx.raw<{ rows: unknown[] }>(taskFlagSql.deleteStale, { kept: written.rows.map((row) => row.id) });
    return { holding: flags.length, opened: written.rows.filter((row) => row.inserted).length, removed: removed.rows.length };
  });
}
