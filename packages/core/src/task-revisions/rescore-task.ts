import type { Knex } from 'knex';
import { earnAchievements } from '../achievements/earn-achievements';
import { awardExperience } from '../experience/award-experience';
import { completeHomeworkWithTask } from '../homework/complete-homework-with-task';
import { checkSql } from '../solving/check-task-answer-sql';
import { checkAnswer, type CheckableTask } from '../tasks/checking/check-answer';
import { experienceForSolve } from '../tasks/scoring/experience-for-solve';
import { rescoredText } from './rescored-text';
import { taskRevisionSql } from './task-revision-sql';

type WrongAnswer = { user_answer: string | null; user_table_answer: string[][] | null; ids: (number | string)[] };
type Candidate = {
  user_id: number;
  attempt_number: number;
  solving_time: number;
  user_answer: string | null;
  user_table_answer: string[][] | null;
  unpaid: boolean;
};

/**
 * Re-checks, under the task's new key, every wrong attempt of the users who have not solved it, in the
 * transaction that changed the key (which holds the task's row: no check of it runs meanwhile). Each
 * attempt right now becomes right (none ever becomes wrong: decision 077), and each of their users is
 * credited as a first solve would have been: the solve row, the ledger's experience (its unique key:
 * once, whatever runs at the same time), homework, achievements, a notice. A revealed task and one's
 * own pay nothing (decision 051) but count for homework, as the check does. Returns how many were paid.
 */
export async function rescoreTask(trx: Knex.Transaction, taskId: number, now: Date): Promise<number> {
  const rowsOf = async <T>(sql: string, bindings: Record<string, Knex.RawBinding>) => (await trx.raw<{ rows: T[] }>(sql, bindings)).rows;
  const [task] = await rowsOf<CheckableTask & { id: number; author_id: number | null }>(taskRevisionSql.checkable, { id: taskId });
  if (!task) return 0;
  const flipped: number[] = [];
  for (const answer of await rowsOf<WrongAnswer>(taskRevisionSql.wrongAnswers, { taskId })) {
    const verdict = checkAnswer(task, answer);
    if (verdict.empty || !verdict.is_correct) continue;
    const ids = answer.ids.map(Number);
    await trx.raw(taskRevisionSql.markCorrect, { ids, parts: verdict.solved_parts ? JSON.stringify(verdict.solved_parts) : null });
    flipped.push(...ids);
  }
  if (flipped.length === 0) return 0;

  let credited = 0;
  for (const user of await rowsOf<Candidate>(taskRevisionSql.creditCandidates, { ids: flipped, taskId })) {
    let xp = 0;
    let paid = false;
    if (!user.unpaid) {
      const [solved] = (await trx.raw<{ rows: { n: number }[] }>(checkSql.countSolvedOfType, [user.user_id, task.type])).rows;
      xp = experienceForSolve(task.type, solved!.n);
      const { rows } = await trx.raw<{ rows: unknown[] }>(checkSql.insertSolve, [user.user_id, task.id, task.type, user.solving_time, user.attempt_number, xp, now]);
      paid = rows.length > 0 && (await awardExperience(trx, { userId: user.user_id, amount: xp, sourceKind: 'solve', sourceId: task.id, at: now })) !== null;
    }
    const homework = await completeHomeworkWithTask(trx, user.user_id, task.id, now);
    if (paid || homework > 0) await earnAchievements(trx, user.user_id, now);
    if (paid) {
      credited += 1;
      await trx.raw(taskRevisionSql.insertNotification, { userId: user.user_id, message: rescoredText(task.id, user, xp), taskId: task.id, now });
    }
  }
  return credited;
}
