import type { CoreDeps } from '../context/core-deps';
import { isUniqueViolation } from '../db/is-unique-violation';
import { AppError } from '../errors/app-error';
import { formatMoscowDateTime } from '../homework/homework-messages';
import { homeworkNotFound } from '../errors/homework-not-found';
import type { AuthUser } from '../identity/auth-user';
import { drawExamTasks } from './draw-exam-tasks';
import { homeworkExamClosedMessage, homeworkExamDoneMessage, notExamHomeworkMessage, otherExamActiveMessage } from './exam-messages';
import type { ExamRow } from './exam-row';
import { examDurationSeconds, type ExamSession, type StartExamInput } from './exam-schemas';
import { examSql } from './exam-sql';
import { settleIfOverdue } from './settle-if-overdue';
import { toExamSession } from './to-exam-session';

type ExamHomework = { id: number; user_id: number; issued_by: number | null; kind: string; exam_opens_at: Date | null; exam_closes_at: Date | null };

/** 'Пробный экзамен из ДЗ можно начать с 01.12.2026 10:00 (МСК)' */
export function homeworkExamNotOpenMessage(opensAt: Date): string {
  return `Пробный экзамен из ДЗ можно начать с ${formatMoscowDateTime(opensAt)} (МСК)`;
}

async function rowOf(deps: CoreDeps, sql: string, bindings: Record<string, number>): Promise<ExamRow | undefined> {
  const [row] = (await deps.db.raw<{ rows: ExamRow[] }>(sql, bindings)).rows;
  return row ? settleIfOverdue(deps, row) : undefined;
}

/**
 * The homework's rehearsal if it has one (in progress: that one; finished: refused), otherwise
 * nothing once the homework is the caller's exam assignment and now is inside its start window.
 */
async function homeworkExamOf(deps: CoreDeps, user: AuthUser, homeworkId: number): Promise<ExamRow | undefined> {
  const [homework] = (await deps.db.raw<{ rows: ExamHomework[] }>(examSql.selectHomework, { id: homeworkId })).rows;
  if (!homework || homework.user_id !== user.id) throw homeworkNotFound();
  if (homework.kind !== 'exam' || !homework.exam_opens_at || !homework.exam_closes_at) throw new AppError('BAD_REQUEST', notExamHomeworkMessage);
  const started = await rowOf(deps, examSql.selectByHomework, { homeworkId });
  if (started?.finished_at) throw new AppError('CONFLICT', homeworkExamDoneMessage);
  if (started) return started;
  const now = deps.clock.now().getTime();
  if (now < homework.exam_opens_at.getTime()) throw new AppError('CONFLICT', homeworkExamNotOpenMessage(homework.exam_opens_at));
  if (now >= homework.exam_closes_at.getTime()) throw new AppError('CONFLICT', homeworkExamClosedMessage);
  return undefined;
}

/**
 * POST /exam/start/: the student's one rehearsal in progress, started now by the server's clock with
 * 27 freshly drawn tasks, or the one already in progress (a repeated or concurrent start gives the
 * same: the partial unique index decides, the loser reads the winner's). An overdue one is finished
 * by time first. With homework_id, the one that homework assigns (one per assignment).
 */
export async function startExam(deps: CoreDeps, user: AuthUser, input: StartExamInput): Promise<ExamSession> {
  const homeworkId = input.homework_id ?? null;
  if (homeworkId !== null) {
    const started = await homeworkExamOf(deps, user, homeworkId);
    if (started) return toExamSession(deps, user, started);
  }
  const active = await rowOf(deps, examSql.selectActive, { userId: user.id });
  if (active && !active.finished_at) return toExamSession(deps, user, assertSameHomework(active, homeworkId));

  const taskIds = await drawExamTasks(deps, user.id);
  const startedAt = deps.clock.now();
  try {
    const [row] = (
      await deps.db.raw<{ rows: ExamRow[] }>(examSql.insert, {
        userId: user.id,
        homeworkId,
        taskIds,
        startedAt,
        deadlineAt: new Date(startedAt.getTime() + examDurationSeconds * 1000),
      })
    ).rows;
    return toExamSession(deps, user, row!);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Another start of the same student (or of the same homework) won the race: that one is the rehearsal.
    const winner = await rowOf(deps, examSql.selectActive, { userId: user.id });
    if (!winner || winner.finished_at) throw error;
    return toExamSession(deps, user, assertSameHomework(winner, homeworkId));
  }
}

/** A start from homework while another rehearsal is in progress is refused rather than answered with that other one. */
function assertSameHomework(row: ExamRow, homeworkId: number | null): ExamRow {
  if (homeworkId !== null && row.homework_id !== homeworkId) throw new AppError('CONFLICT', otherExamActiveMessage);
  return row;
}
