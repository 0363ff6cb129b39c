import type { CoreDeps } from '../context/core-deps';
import { AppError } from '../errors/app-error';
import { mayChangeHomework } from '../homework/may-change-homework';
import { getForecast } from '../learning/get-forecast';
import type { AuthUser } from '../identity/auth-user';
import { examNotFinishedMessage, examNotFound } from './exam-messages';
import type { ExamRow } from './exam-row';
import type { ExamIdInput, ExamResult } from './exam-schemas';
import { examSql } from './exam-sql';
import { settleIfOverdue } from './settle-if-overdue';
import { toExamResult } from './to-exam-result';

type ResultRow = ExamRow & { issued_by: number | null; username: string };

/**
 * GET /exam/{id}/result/: for the student, and for the teacher who issued its homework or an admin
 * (without the student's forecast); anyone else is told it does not exist.
 */
export async function getExamResult(deps: CoreDeps, user: AuthUser, input: ExamIdInput): Promise<ExamResult> {
  const [found] = (await deps.db.raw<{ rows: ResultRow[] }>(examSql.selectWithIssuer, { id: input.id })).rows;
  const owner = found?.user_id === user.id;
  const staff = found !== undefined && found.homework_id !== null && mayChangeHomework(user, { issued_by: found.issued_by });
  if (!found || !(owner || staff)) throw examNotFound();
  const row = await settleIfOverdue(deps, found);
  if (!row.finished_at) throw new AppError('CONFLICT', examNotFinishedMessage);
  const forecast = owner ? await getForecast(deps, user.id) : null;
  return toExamResult(row, { id: found.user_id, username: found.username }, forecast);
}
