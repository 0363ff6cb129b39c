import type { CoreDeps } from '../context/core-deps';
import { AppError } from '../errors/app-error';
import type { AuthUser } from '../identity/auth-user';
import { weekStartDayOf } from './quest-days';
import { questMessages } from './quest-messages';

/** POST /users/quest/abandon/: this week's active quest steps aside (a start may make a new one); 409 when there is none. */
export async function abandonWeeklyQuest(deps: CoreDeps, user: AuthUser): Promise<{ message: string }> {
  const now = deps.clock.now();
  const updated = await deps
    .db('weekly_quests')
    .where({ user_id: user.id, week_start: weekStartDayOf(now), status: 'active' })
    .update({ status: 'abandoned', deactivated_at: now });
  if (updated === 0) throw new AppError('CONFLICT', questMessages.noActiveWeekly);
  return { message: questMessages.weeklyAbandoned };
}
