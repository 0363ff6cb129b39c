import { earnAchievements } from '../achievements/earn-achievements';
import type { CoreDeps } from '../context/core-deps';
import { AppError } from '../errors/app-error';
import { awardExperience } from '../experience/award-experience';
import { blockKey, isBlockType } from '../tasks/bank/task-type-catalog';
import type { AuthUser } from '../identity/auth-user';
import { answeredKeys } from './answered-keys';
import { moscowStartOfDay, weekStartDayOf } from './quest-days';
import { questMessages } from './quest-messages';
import { questRules } from './quest-rules';
import type { CompleteQuestTaskInput, QuestTaskCompletion } from './quest-schemas';
import { questSql, type WeeklyQuestRow } from './quest-sql';
import { toWeeklyQuest } from './to-weekly-quest';
import { readWeeklyLedger } from './weekly-ledger';

/**
 * POST /users/quest/complete-task/: counts a task of this week's quest when the user has a correct
 * answer of it (of all three questions for the block) since the quest began; 400 otherwise. The
 * quest row is locked and the ledger's source '{quest}:{key}' is unique, so however many
 * completions come at once the task pays once; a repeat answers 200 with nothing gained.
 */
export async function completeQuestTask(deps: CoreDeps, user: AuthUser, input: CompleteQuestTaskInput): Promise<QuestTaskCompletion> {
  const now = deps.clock.now();
  const key = isBlockType(input.task_type) ? blockKey : String(input.task_type);
  const { row, ref, gained } = await deps.db.transaction(async (trx) => {
    const { rows } = await trx.raw<{ rows: WeeklyQuestRow[] }>(questSql.lockCurrentWeekly, { userId: user.id, weekStart: weekStartDayOf(now) });
    const quest = rows[0];
    if (!quest || quest.status === 'expired') throw new AppError('CONFLICT', questMessages.noActiveWeekly);
    const task = quest.tasks.find((item) => item.key === key && item.task_ids.includes(input.task_id));
    if (!task) throw new AppError('BAD_REQUEST', questMessages.taskNotInQuest);
    const until = moscowStartOfDay(quest.week_start, 7);
    const answered = await answeredKeys(trx, user.id, quest.tasks, quest.created_at, until);
    if (!answered.has(task.key)) throw new AppError('BAD_REQUEST', questMessages.taskUnsolved);
    const amount = task.base_experience * questRules.weeklyMultiplier;
    const total = await awardExperience(trx, { userId: user.id, amount, sourceKind: 'weekly_quest', sourceId: `${quest.id}:${task.key}`, at: now });
    if (quest.status === 'active' && answered.size === quest.tasks.length) {
      await trx.raw(questSql.closeWeekly, { id: quest.id, status: 'completed', now, finalProgress: 100 });
      await earnAchievements(trx, user.id, now);
    }
    return { row: quest, ref: task, gained: total === null ? 0 : amount };
  });
  const [{ rows }, ledger] = await Promise.all([
    deps.db.raw<{ rows: WeeklyQuestRow[] }>(questSql.weeklyById, { id: row.id, userId: user.id }),
    readWeeklyLedger(deps.db, user.id),
  ]);
  const quest = toWeeklyQuest(rows[0]!, ledger, now);
  return {
    quest,
    task: quest.progress.tasks_detail.find((item) => item.key === ref.key)!,
    experience_gained: gained,
    message: gained > 0 ? questMessages.taskCompleted : questMessages.taskAlreadyCompleted,
  };
}
