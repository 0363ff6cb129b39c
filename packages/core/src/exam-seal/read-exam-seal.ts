import type { CoreDeps } from '../context/core-deps';
import type { ExamRehearsalsTable } from '../db/tables/exam-rehearsals-table';

/** The caller's running rehearsal and its tasks, which stay sealed for them until it ends. */
export type ExamSeal = { examId: number; taskIds: ReadonlySet<number> };

/**
 * The seal of a user's running rehearsal as a read sees it, or null when none runs: one past its
 * deadline seals nothing. A read writes nothing; the rehearsal's own reads and the refused paths
 * (exam/load-exam-seal.ts) finish an overdue one by time. Below the bank's reads, so the bank needs
 * nothing of the exam.
 */
export async function readExamSeal(deps: CoreDeps, userId: number): Promise<ExamSeal | null> {
  const [found] = (
    await deps.db.raw<{ rows: Pick<ExamRehearsalsTable, 'id' | 'task_ids' | 'deadline_at'>[] }>(
      'SELECT id, task_ids, deadline_at FROM exam_rehearsals WHERE user_id = :userId AND finished_at IS NULL',
      { userId },
    )
  ).rows;
  if (!found || deps.clock.now().getTime() >= found.deadline_at.getTime()) return null;
  return { examId: found.id, taskIds: new Set(found.task_ids) };
}
