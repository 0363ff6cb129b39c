import type { EarnedAchievement } from '../achievements/achievement-schemas';
import { earnAchievements } from '../achievements/earn-achievements';
import { notifyHomeworkDone } from '../completion-notices/notify-homework-done';
import type { CoreDeps } from '../context/core-deps';
import { testScoreOf } from '../tasks/scoring/exam-score-scale';
import { authUserColumns, type AuthUser } from '../identity/auth-user';
import { checkSessionAnswers, type FinishTask } from '../variants/check-session-answers';
import { scoreVariant } from '../variants/score-variant';
import type { VariantAnswers } from '../variants/variant-schemas';
import { variantSql } from '../variants/variant-sql';
import { examNotFound } from './exam-messages';
import type { ExamAnswerRow, ExamRow, StoredExamResults } from './exam-row';
import type { ExamAnswerSeen } from './exam-schemas';
import { examSql } from './exam-sql';

/** `settledHere`: this call checked and awarded; false when it found the rehearsal already finished. */
export type SettledExam = { row: ExamRow; achievementsEarned: EarnedAchievement[]; settledHere: boolean };

type SeenRow = { task_id: number; revealed_at: Date | null; solved_at: Date | null };

/** A revealed answer outweighs a solve: it is what the teacher needs to know of. At the start's own instant is before it. */
function seenOf(row: SeenRow | undefined, startedAt: Date): ExamAnswerSeen | null {
  if (row?.revealed_at) return row.revealed_at.getTime() <= startedAt.getTime() ? 'shown_before_start' : 'shown_during';
  if (row?.solved_at && row.solved_at.getTime() <= startedAt.getTime()) return 'solved_before_start';
  return null;
}

/**
 * The one finish of a rehearsal, by the student or by time (the sweep, a late read or save): before
 * the deadline it is the student's, from it on time's, dated no later than the deadline. The row is
 * held FOR UPDATE to the end, so of concurrent or replayed finishes one checks and awards and the
 * others find it finished and get the stored result. The saved answers go through the trainer's own
 * check (checkSessionAnswers) inside this transaction, each with the seconds spent on its task; a
 * rehearsal from homework completes that assignment here too, and its issuer is told (decision 070). Each item is marked with what of its
 * task the student had been shown before (read before the checks reveal the unsolved ones).
 */
export async function settleExam(deps: CoreDeps, id: number): Promise<SettledExam> {
  return deps.db.transaction(async (trx) => {
    const [row] = (await trx.raw<{ rows: ExamRow[] }>(examSql.lockForFinish, { id })).rows;
    if (!row) throw examNotFound();
    if (row.finished_at) return { row, achievementsEarned: [], settledHere: false };

    const now = deps.clock.now();
    const byTime = now.getTime() >= row.deadline_at.getTime();
    const finishedAt = byTime ? row.deadline_at : now;
    const owner = (await trx('users').where({ id: row.user_id }).first(...authUserColumns)) as AuthUser;
    // One after another: a transaction is one connection, which runs one query at a time anyway (pg@9 refuses more).
    const saved = (await trx.raw<{ rows: ExamAnswerRow[] }>(examSql.selectAnswers, { id })).rows;
    const taskRows = (await trx.raw<{ rows: FinishTask[] }>(variantSql.selectFinishTasks, { ids: row.task_ids })).rows;
    const seenRows = (await trx.raw<{ rows: SeenRow[] }>(examSql.selectSeen, { userId: row.user_id, ids: row.task_ids })).rows;
    const seenById = new Map(seenRows.map((seen) => [seen.task_id, seen]));
    const byId = new Map(taskRows.map((task) => [task.id, task]));
    const tasks = row.task_ids.flatMap((taskId) => byId.get(taskId) ?? []);
    const answers: VariantAnswers = Object.fromEntries(saved.flatMap((answer) => (answer.answer ? [[String(answer.task_id), answer.answer]] : [])));
    const timeOf = new Map(saved.map((answer) => [answer.task_id, answer.time_spent]));
    const spentOn = (taskId: number) => timeOf.get(taskId) ?? 0;

    const checked = await checkSessionAnswers({ ...deps, db: trx }, owner, tasks, answers, { shownIn: 'exam' }, spentOn);
    const totals = scoreVariant(checked.items.map((item, index) => ({ ...item, block_id: tasks[index]!.block_id })));
    const results: StoredExamResults = {
      elapsed_seconds: Math.round((finishedAt.getTime() - row.started_at.getTime()) / 1000),
      primary_score: totals.exam_points,
      primary_max: totals.exam_max_points,
      test_score: testScoreOf(totals.exam_points),
      correct_count: totals.correct_count,
      total: totals.total,
      experience_gained: totals.experience_gained,
      items: checked.items.map((item) => ({ ...item, time_spent: spentOn(item.task_id), answer_seen: seenOf(seenById.get(item.task_id), row.started_at) })),
    };
    const finishedBy = byTime ? 'time' : 'student';
    await trx.raw(examSql.saveFinish, { id, finishedAt, finishedBy, results: JSON.stringify(results) });
    if (row.homework_id !== null) {
      const completed = await trx.raw<{ rows: { id: number }[] }>(examSql.completeHomework, { homeworkId: row.homework_id, now });
      await notifyHomeworkDone(trx, completed.rows.map((done) => done.id), now);
    }
    // The finish itself may earn one (a completed homework); the checks' own come with them.
    const finishEarned = await earnAchievements(trx, owner.id, now);
    return {
      row: { ...row, finished_at: finishedAt, finished_by: finishedBy, results },
      achievementsEarned: [...checked.achievementsEarned, ...finishEarned],
      settledHere: true,
    };
  });
}
