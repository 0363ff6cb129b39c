import type { CoreDeps } from '../context/core-deps';
import { AppError } from '../errors/app-error';
import type { AuthUser } from '../identity/auth-user';
import { loadWeeklyQuests } from './load-weekly-quests';
import { pickQuestTasks } from './pick-quest-tasks';
import { weekStartDayOf } from './quest-days';
import { questMessages } from './quest-messages';
import type { WeeklyQuest } from './quest-schemas';
import { questSql, type WeeklyQuestRow } from './quest-sql';
import { toWeeklyQuest } from './to-weekly-quest';

/**
 * POST /users/quest/: a new quest for this week when the week has none that is not abandoned (the
 * first read makes one anyway, so this is the way back after abandoning). 409 when there is one.
 */
export async function startWeeklyQuest(deps: CoreDeps, user: AuthUser): Promise<WeeklyQuest> {
  const { now, current, ledger } = await loadWeeklyQuests(deps, user.id);
  if (current) throw new AppError('CONFLICT', questMessages.weeklyExists);
  const tasks = await pickQuestTasks(deps.db, user.id, 'weekly');
  if (tasks.length === 0) throw new AppError('CONFLICT', questMessages.noWeeklyTasks);
  const { rows } = await deps.db.raw<{ rows: WeeklyQuestRow[] }>(questSql.startWeekly, {
    userId: user.id,
    weekStart: weekStartDayOf(now),
    tasks: JSON.stringify(tasks),
    now,
  });
  if (!rows[0]) throw new AppError('CONFLICT', questMessages.weeklyExists);
  return toWeeklyQuest(rows[0], ledger, now);
}
