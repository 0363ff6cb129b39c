import { moscowDayOf } from '../clock/moscow-time';
import type { CoreDeps } from '../context/core-deps';
import { AppError } from '../errors/app-error';
import type { AuthUser } from '../identity/auth-user';
import { questMessages } from './quest-messages';
import { questSql } from './quest-sql';

/** POST /users/daily-quest/abandon/: today's active quest steps aside, and another may be generated; 409 when there is none. */
export async function abandonDailyQuest(deps: CoreDeps, user: AuthUser): Promise<{ message: string }> {
  const { rows } = await deps.db.raw<{ rows: unknown[] }>(questSql.abandonDaily, { userId: user.id, day: moscowDayOf(deps.clock.now()) });
  if (rows.length === 0) throw new AppError('CONFLICT', questMessages.noActiveDaily);
  return { message: questMessages.dailyAbandoned };
}
