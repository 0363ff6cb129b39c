import type { EarnedAchievement } from '../achievements/achievement-schemas';
import type { CoreDeps } from '../context/core-deps';
import { checkAnswer } from '../tasks/checking/check-answer';
import { checkTaskAnswer } from '../solving/check-task-answer';
import type { TaskRow } from '../tasks/bank/task-row';
import type { AuthUser } from '../identity/auth-user';
import { toResultItem, type VariantResultItem } from './to-result-item';
import type { VariantAnswers } from './variant-schemas';
import { variantSql } from './variant-sql';

/** What a finish reads of each task to check it (selectFinishTasks). */
export type FinishTask = Pick<TaskRow, 'id' | 'type' | 'answer_type' | 'answer' | 'answer_rows' | 'table_shape' | 'block_id'>;

export type CheckedSession = { items: VariantResultItem[]; achievementsEarned: EarnedAchievement[] };

/** Whose results showed the answers: a variant's (the task then names it) or an exam rehearsal's. */
export type ResultsPlace = { shownIn: 'variant'; variantId: number } | { shownIn: 'exam' };

/**
 * The finish of a variant and of an exam rehearsal: every answered task goes through the trainer's
 * own check, so attempts, experience (once per task ever) and achievements are recorded exactly as
 * in the trainer; a blank is simply wrong. The results show the correct answers, so every task left
 * unsolved counts as revealed from then on, shown in `place`. `solvingTimeOf` gives a task's seconds (0 when not known).
 * With deps.db a transaction, all of it belongs to that transaction (the checks' own become savepoints).
 */
export async function checkSessionAnswers(
  deps: CoreDeps,
  user: AuthUser,
  tasks: readonly FinishTask[],
  answers: VariantAnswers,
  place: ResultsPlace,
  solvingTimeOf: (taskId: number) => number = () => 0,
): Promise<CheckedSession> {
  const items: VariantResultItem[] = [];
  const achievementsEarned: EarnedAchievement[] = [];
  // One after another: each check locks the user's row anyway, and the order fixes the experience tiers.
  for (const [index, task] of tasks.entries()) {
    const answer = answers[String(task.id)];
    // The check refuses a blank answer; in a finish a blank is simply wrong.
    const answered = answer !== undefined && !checkAnswer(task, answer).empty;
    const check = answered ? await checkTaskAnswer(deps, user, { task_id: task.id, solving_time: solvingTimeOf(task.id), ...answer }, 'ignore') : null;
    items.push(toResultItem(index + 1, task, answer, check));
    achievementsEarned.push(...(check?.achievements_earned ?? []));
  }
  await deps.db.raw(variantSql.revealUnsolved, {
    userId: user.id,
    ids: tasks.map((task) => task.id),
    now: deps.clock.now(),
    shownIn: place.shownIn,
    variantId: place.shownIn === 'variant' ? place.variantId : null,
  });
  return { items, achievementsEarned };
}
