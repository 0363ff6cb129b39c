import type { CoreDeps } from '../context/core-deps';
import type { ExamRow } from './exam-row';
import { settleExam } from './settle-exam';

/** An unfinished rehearsal past its deadline is finished by time before anything reads or changes it. */
export async function settleIfOverdue(deps: CoreDeps, row: ExamRow): Promise<ExamRow> {
  if (row.finished_at || deps.clock.now().getTime() < row.deadline_at.getTime()) return row;
  return (await settleExam(deps, row.id)).row;
}
