import type { Knex } from 'knex';
import type { CoreDeps } from '../context/core-deps';
import { AppError } from '../errors/app-error';
import { examNotFound } from '../exam/exam-messages';
import type { ExamRow } from '../exam/exam-row';
import { examSql } from '../exam/exam-sql';
import { settleExam } from '../exam/settle-exam';
import type { AuthUser } from '../identity/auth-user';
import { taskNotFoundMessage } from '../tasks/bank/get-tasks';
import { assertTaskInExam } from './assert-task-in-exam';
import { assertTaskVisible } from './assert-task-visible';
import { codeExamFinishedMessage, codeExamTimeUpMessage } from './code-messages';
import type { SaveTaskCodeInput, TaskCode } from './code-schemas';
import { codeSql } from './code-sql';
import { toTaskCode, type TaskCodeRow } from './task-code-row';

/** PostgreSQL's foreign_key_violation: the task was deleted between the check and the save. */
function isForeignKeyViolation(error: unknown): boolean {
  const e = error as { code?: unknown; nativeError?: { code?: unknown } } | null;
  return e?.code === '23503' || e?.nativeError?.code === '23503';
}

/** One of codeSql's upserts; a task deleted meanwhile is answered as missing (404), not as a 500. */
async function upsertCode(db: Knex, statement: string, bindings: Record<string, Knex.Value>): Promise<TaskCode> {
  try {
    const [row] = (await db.raw<{ rows: TaskCodeRow[] }>(statement, bindings)).rows;
    return toTaskCode(row!);
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new AppError('NOT_FOUND', taskNotFoundMessage);
    throw error;
  }
}

async function saveTrainerCode(deps: CoreDeps, user: AuthUser, input: SaveTaskCodeInput): Promise<TaskCode> {
  await assertTaskVisible(deps, user, input.id);
  return upsertCode(deps.db, codeSql.upsertTrainer, { userId: user.id, taskId: input.id, code: input.code, updatedAt: deps.clock.now() });
}

/**
 * The rehearsal's row is shared (FOR SHARE) while saving, as an answer's save does: a finish waits
 * for a save in flight and a save after a finish is refused (409). At or past the deadline nothing is
 * saved and the rehearsal is finished by time.
 */
async function saveExamCode(deps: CoreDeps, user: AuthUser, examId: number, input: SaveTaskCodeInput): Promise<TaskCode> {
  const saved = await deps.db.transaction(async (trx) => {
    const [exam] = (await trx.raw<{ rows: ExamRow[] }>(examSql.lockForSave, { id: examId })).rows;
    if (!exam || exam.user_id !== user.id) throw examNotFound();
    assertTaskInExam(exam, input.id);
    if (exam.finished_at) throw new AppError('CONFLICT', exam.finished_by === 'time' ? codeExamTimeUpMessage : codeExamFinishedMessage);
    const now = deps.clock.now();
    if (now.getTime() >= exam.deadline_at.getTime()) return null;
    return upsertCode(trx, codeSql.upsertExam, { userId: user.id, examId, taskId: input.id, code: input.code, updatedAt: now });
  });
  if (saved) return saved;
  await settleExam(deps, examId);
  throw new AppError('CONFLICT', codeExamTimeUpMessage);
}

/**
 * PUT /tasks/{id}/code/: keeps the caller's whole program for a task, replacing what was there; the
 * last save wins. Without exam_id it is the trainer's and variants' code of the task; with it, the
 * code of that rehearsal's station, until the rehearsal ends.
 */
export async function saveTaskCode(deps: CoreDeps, user: AuthUser, input: SaveTaskCodeInput): Promise<TaskCode> {
  const examId = input.exam_id ?? null;
  return examId === null ? saveTrainerCode(deps, user, input) : saveExamCode(deps, user, examId, input);
}
