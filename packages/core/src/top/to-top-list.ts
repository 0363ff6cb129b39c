import { AppError } from '../errors/app-error';
import { levelOf } from '../rules/level';
import type { FileStorage } from '../storage/file-storage';
import { userNotFoundMessage } from '../users/get-public-profile';
import type { TopList, TopPeriod, TopUser } from './top-schemas';
import type { TopRow } from './top-sql';

/** The rows of topSql as the response: the listed ones, and the caller's own wherever it is. */
export function toTopList(rows: TopRow[], options: { userId: number; period: TopPeriod; weekStart: string | null; storage: FileStorage }): TopList {
  const toTopUser = (row: TopRow): TopUser => ({
    id: row.id,
    username: row.username,
    avatar: row.avatar ? options.storage.urlOf(row.avatar) : null,
    experience_points: row.experience_points,
    points: row.points,
    achievements_count: row.achievements_count,
    level: levelOf(row.experience_points),
    place: row.place,
    isCurrent: row.id === options.userId,
  });
  const top = rows.filter((row) => !row.outside).map(toTopUser);
  const own = rows.find((row) => row.id === options.userId);
  // The caller's users row is always read, unless the account was deleted mid-request.
  if (!own) throw new AppError('NOT_FOUND', userNotFoundMessage);
  return { period: options.period, week_start: options.weekStart, top, current_user: toTopUser(own) };
}
