import type { CoreDeps } from '../context/core-deps';
import { examSql } from './exam-sql';
import { settleExam } from './settle-exam';

/** A minute's share; more overdue ones (after an outage) are left to the next minutes and to lazy reads. */
const batch = 1000;

export type OverdueSweep = { finished: number; failed: { id: number; error: unknown }[] };

/**
 * The minute job: finishes by time every unfinished rehearsal whose deadline has passed, each in its
 * own transaction through the one finish. Several instances running it at once are safe: the finish
 * holds the row, and a rehearsal another finished is found finished. One that fails (a bad row) does
 * not hold up the others.
 */
export async function finishOverdueExams(deps: CoreDeps): Promise<OverdueSweep> {
  const { rows } = await deps.db.raw<{ rows: { id: number }[] }>(examSql.selectOverdue, { now: deps.clock.now(), limit: batch });
  const sweep: OverdueSweep = { finished: 0, failed: [] };
  for (const { id } of rows) {
    try {
      await settleExam(deps, id);
      sweep.finished += 1;
    } catch (error) {
      sweep.failed.push({ id, error });
    }
  }
  return sweep;
}
