import { earnAchievements } from "../achievements/earn-achievements";
import type { CoreDeps } from "../context/core-deps";
import { assertNotSealed } from "../exam/assert-not-sealed";
import type { AuthUser } from "../identity/auth-user";
import { assertAnswersInVariant } from "./assert-answers-in-variant";
import { checkSessionAnswers, type FinishTask } from "./check-session-answers";
import { loadVariant } from "./load-variant";
import { scoreVariant } from "./score-variant";
import type { FinishVariantInput, VariantFinish, VariantResults } from "./variant-schemas";
import { variantSql } from "./variant-sql";

/**
 * Checks every answered task through the trainer's own check (checkSessionAnswers), so a variant
 * records attempts and awards experience exactly as the trainer does: once per task ever (the
 * check's solve row sees to that, however often or concurrently a variant is finished), nothing for
 * a revealed one. The results, correct answers included, are kept with the session; they are the
 * only place a variant shows correct answers, so the tasks left unsolved count as revealed from then
 * on: reading the answers in the results and solving the task again gives no experience. A variant
 * holding a task of the user's running rehearsal is not finished until the rehearsal ends.
 */
export async function finishVariant(deps: CoreDeps, user: AuthUser, input: FinishVariantInput): Promise<VariantFinish> {
  const variant = await loadVariant(deps.db, user, input.id);
  assertAnswersInVariant(input.answers, variant.task_ids);
  await assertNotSealed(deps, user.id, variant.task_ids);
  const { rows } = await deps.db.raw<{ rows: FinishTask[] }>(variantSql.selectFinishTasks, { ids: variant.task_ids });
  const byId = new Map(rows.map((task) => [task.id, task]));
  const tasks = variant.task_ids.flatMap((id) => byId.get(id) ?? []);

  const { items, achievementsEarned } = await checkSessionAnswers(deps, user, tasks, input.answers, { shownIn: "variant", variantId: variant.id });

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
