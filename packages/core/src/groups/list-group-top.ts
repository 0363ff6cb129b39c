import type { CoreDeps } from '../context/core-deps';
import type { AuthUser } from '../identity/auth-user';
import { findMyGroupId } from './membership/find-my-group-id';
import type { GroupSummary, GroupTop, GroupTopInput } from './group-schemas';
import { groupReadSql } from './group-read-sql';
import { toGroupSummaries, type GroupRow } from './group-summaries';

/**
 * GET /groups/top/: groups by experience, the first :limit rows of the groups_top index (private
 * groups too: the top shows names and points, not members); the caller's group is marked.
 */
export async function listGroupTop(deps: CoreDeps, user: AuthUser, input: GroupTopInput): Promise<GroupTop> {
  const { rows } = await deps.db.raw<{ rows: GroupRow[] }>(groupReadSql.top, { limit: input.limit });
  const [summaries, myGroupId] = await Promise.all([toGroupSummaries(deps.db, deps.storage, rows), findMyGroupId(deps.db, user.id)]);
  return toGroupTop(summaries, myGroupId);
}

/** The places (equal points, equal place) and the caller's group marked. */
export function toGroupTop(summaries: readonly GroupSummary[], myGroupId: number | null): GroupTop {
  let place = 0;
  let previous: number | null = null;
  return {
    results: summaries.map((group, index) => {
      if (group.experience_points !== previous) place = index + 1;
      previous = group.experience_points;
      return { ...group, place, is_mine: group.id === myGroupId };
    }),
  };
}
