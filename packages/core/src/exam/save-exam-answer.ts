import type { CoreDeps } from '../context/core-deps';
import { AppError } from '../errors/app-error';
import type { AuthUser } from '../identity/auth-user';
import type { VariantAnswer } from '../variants/variant-schemas';
import { examFinishedMessage, examNotFound, examTimeUpMessage, taskNotInExamMessage } from './exam-messages';
import type { ExamRow } from './exam-row';
import type { ExamSaved, SaveExamAnswerInput } from './exam-schemas';
import { examSql } from './exam-sql';
import { settleExam } from './settle-exam';

/** What is kept of an answer: the forms it was given in; nothing given is a cleared answer (null). */
function storedAnswerOf(answer: VariantAnswer | null): VariantAnswer | null {
  if (!answer) return null;
  const kept: VariantAnswer = {};
  if (answer.user_answer !== null && answer.user_answer !== undefined) kept.user_answer = answer.user_answer;
  if (answer.user_table_answer !== null && answer.user_table_answer !== undefined) kept.user_table_answer = answer.user_table_answer;
  return Object.keys(kept).length > 0 ? kept : null;
}

/**
 * POST /exam/{id}/answer/: keeps one answer as it is typed, with the seconds spent on its task (never
 * more than the time since the start). The server's clock decides: at or past the deadline nothing
 * is saved and the rehearsal is finished by time. The row is shared (FOR SHARE) while saving, so a
 * finish waits for a save in flight and a save after a finish is refused.
 */
export async function saveExamAnswer(deps: CoreDeps, user: AuthUser, input: SaveExamAnswerInput): Promise<ExamSaved> {
  const saved = await deps.db.transaction(async (trx) => {
    const [row] = (await trx.raw<{ rows: ExamRow[] }>(examSql.lockForSave, { id: input.id })).rows;
    if (!row || row.user_id !== user.id) throw examNotFound();
    if (!row.task_ids.includes(input.task_id)) throw new AppError('BAD_REQUEST', taskNotInExamMessage, { fields: { task_id: [taskNotInExamMessage] } });
    if (row.finished_at) throw new AppError('CONFLICT', row.finished_by === 'time' ? examTimeUpMessage : examFinishedMessage);
    const now = deps.clock.now();
    if (now.getTime() >= row.deadline_at.getTime()) return null;
    const sinceStart = Math.max(0, Math.floor((now.getTime() - row.started_at.getTime()) / 1000));
    const answer = storedAnswerOf(input.answer);
    const [stored] = (
      await trx.raw<{ rows: { saved_at: Date }[] }>(examSql.upsertAnswer, {
        id: row.id,
        taskId: input.task_id,
        answer: answer ? JSON.stringify(answer) : null,
        timeSpent: Math.min(input.time_spent, sinceStart),
        savedAt: now,
      })
    ).rows;
    return { task_id: input.task_id, saved_at: stored!.saved_at.toISOString(), server_now: now.toISOString() };
  });
  if (saved) return saved;
  await settleExam(deps, input.id);
  throw new AppError('CONFLICT', examTimeUpMessage);
}
