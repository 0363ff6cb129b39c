import { earnAchievements } from "../achievements/earn-achievements";
import type { EarnedAchievement } from "../achievements/achievement-schemas";
import type { CoreDeps } from "../context/core-deps";
import { checkAnswer } from "../tasks/check-answer";
import { checkTaskAnswer } from "../tasks/check-task-answer";
import type { TaskRow } from "../tasks/task-row";
import type { AuthUser } from "../users/auth-user";
import { assertAnswersInVariant } from "./assert-answers-in-variant";
import { loadVariant } from "./load-variant";
import { scoreVariant } from "./score-variant";
import { toResultItem, type VariantResultItem } from "./to-result-item";
import type { FinishVariantInput, VariantFinish, VariantResults } from "./variant-schemas";
import { variantSql } from "./variant-sql";

type FinishTask = Pick<
  TaskRow,
  "id" | "type" | "answer_type" | "answer" | "answer_rows" | "table_shape" | "block_id"
>;

/**
 * Checks every answered task through the trainer's own check, so a variant records attempts and
 * awards experience exactly as the trainer does: once per task ever (the check's solve row sees to
 * that, however often or concurrently a variant is finished), nothing for a revealed one. The
 * results, correct answers included, are kept with the session; they are the only place a variant
 * shows correct answers, so the tasks left unsolved count as revealed from then on: reading the
 * answers in the results and solving the task again gives no experience.
 */
export async function finishVariant(deps: CoreDeps, user: AuthUser, input: FinishVariantInput): Promise<VariantFinish> {
  const variant = await loadVariant(deps.db, user, input.id);
  assertAnswersInVariant(input.answers, variant.task_ids);
  const { rows } = await deps.db.raw<{ rows: FinishTask[] }>(variantSql.selectFinishTasks, { ids: variant.task_ids });
  const byId = new Map(rows.map((task) => [task.id, task]));
  const tasks = variant.task_ids.flatMap((id) => byId.get(id) ?? []);

  const items: VariantResultItem[] = [];
  const achievementsEarned: EarnedAchievement[] = [];
  // One after another: each check locks the user's row anyway, and the order fixes the experience tiers.
  for (const [index, task] of tasks.entries()) {
    const answer = input.answers[String(task.id)];
    // The check refuses a blank answer; in a variant a blank is simply wrong.
    const answered = answer !== undefined && !checkAnswer(task, answer).empty;
    const check = answered ? await checkTaskAnswer(deps, user, { task_id: task.id, solving_time: 0, ...answer }) : null;
    items.push(toResultItem(index + 1, task, answer, check));
    achievementsEarned.push(...(check?.achievements_earned ?? []));
  }

  const finishedAt = deps.clock.now();
  const results: VariantResults = {
    variant_id: variant.id,
    name: variant.name,
    finished_at: finishedAt.toISOString(),
    elapsed_seconds: input.elapsed_seconds,
    ...scoreVariant(items.map((item, index) => ({ ...item, block_id: tasks[index]!.block_id }))),
    items,
  };
  const finishEarned = await deps.db.transaction(async (trx) => {
    await trx.raw(variantSql.revealUnsolved, { userId: user.id, ids: tasks.map((task) => task.id) });
    await trx.raw(variantSql.saveFinish, {
      variantId: variant.id,
      userId: user.id,
      answers: JSON.stringify(input.answers),
      elapsed: input.elapsed_seconds,
      finishedAt,
      results: JSON.stringify(results),
    });
    // The finished session counts now: a first, a full exam or a test score may earn one.
    return earnAchievements(trx, user.id, finishedAt);
  });
  // Earned by the finish itself or by its checks; shown once, not kept with the results.
  return { ...results, achievements_earned: [...achievementsEarned, ...finishEarned] };
}
