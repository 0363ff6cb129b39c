import { moscowDayOf } from '../clock/moscow-time';
import type { CoreDeps } from '../context/core-deps';
import { AppError } from '../errors/app-error';
import { pickDueTypes } from '../learning/pick-due-types';
import type { AuthUser } from '../identity/auth-user';
import { loadDailyQuest } from './load-daily-quest';
import { pickQuestTasks } from './pick-quest-tasks';
import { questMessages } from './quest-messages';
import { questRules } from './quest-rules';
import type { DailyQuestState } from './quest-schemas';
import { questSql, type DailyQuestRow } from './quest-sql';
import { toDailyQuest } from './to-daily-quest';

/**
 * POST /users/daily-quest/: today's quest of 5 tasks the student needs, the types of the practice
 * cards due first (issue 18), as the next day of the streak (its multiplier fixed now). 409 when
 * today has one (the unique key decides a race).
 */
export async function generateDailyQuest(deps: CoreDeps, user: AuthUser): Promise<DailyQuestState> {
  const { row: existing, streak } = await loadDailyQuest(deps, user.id);
  if (existing) throw new AppError('CONFLICT', questMessages.dailyExists);
  const dueTypes = await pickDueTypes(deps, user.id, questRules.dailyTasks);
  const tasks = await pickQuestTasks(deps.db, user.id, 'daily', dueTypes);
  if (tasks.length === 0) throw new AppError('CONFLICT', questMessages.noDailyTasks);
  const now = deps.clock.now();
  const { rows } = await deps.db.raw<{ rows: DailyQuestRow[] }>(questSql.insertDaily, {
    userId: user.id,
    day: moscowDayOf(now),
    tasks: JSON.stringify(tasks),
    streakDay: streak.current + 1,
    now,
  });
  if (!rows[0]) throw new AppError('CONFLICT', questMessages.dailyExists);
  return { quest: toDailyQuest(rows[0], new Set()), can_generate: false, streak };
}
