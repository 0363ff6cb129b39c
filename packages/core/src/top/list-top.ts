import { moscowDayOf, moscowWeekStartOf } from '../clock/moscow-time';
import type { CoreDeps } from '../context/core-deps';
import type { AuthUser } from '../identity/auth-user';
import type { ListTopInput, TopList } from './top-schemas';
import { topSql, type TopRow } from './top-sql';
import { toTopList } from './to-top-list';

/** The top of all time, or of this Moscow week (since Monday 00:00 MSK, by the clock), with the caller's place. */
export async function listTop(deps: CoreDeps, user: AuthUser, input: ListTopInput): Promise<TopList> {
  const weekStart = input.period === 'week' ? moscowDayOf(moscowWeekStartOf(deps.clock.now())) : null;
  const bindings = weekStart === null ? { userId: user.id, limit: input.limit } : { userId: user.id, limit: input.limit, weekStart };
  const { rows } = await deps.db.raw<{ rows: TopRow[] }>(topSql[input.period], bindings);
  return toTopList(rows, { userId: user.id, period: input.period, weekStart, storage: deps.storage });
}
