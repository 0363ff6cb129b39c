import type { CoreDeps } from '../context/core-deps';
import type { AuthUser } from '../identity/auth-user';
import type { GroupSummary, SearchGroupsInput } from './group-schemas';
import { groupRules } from './group-rules';
import { groupRowSql } from './group-read-sql';
import { toGroupSummaries, type GroupRow } from './group-summaries';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * GET /groups/ and GET /groups/search/?q=: public groups (and the caller's own, even if private)
 * whose name contains q: the one named exactly q first (the CLI's --group), then the strongest.
 */
export async function listGroups(deps: CoreDeps, user: AuthUser, input: SearchGroupsInput): Promise<{ results: GroupSummary[] }> {
  const { rows } = await deps.db.raw<{ rows: GroupRow[] }>(
    groupRowSql(
      `(g.is_public OR EXISTS (SELECT 1 FROM group_members o WHERE o.group_id = g.id AND o.user_id = :userId))
       AND g.name ILIKE :pattern`,
      'ORDER BY lower(g.name) = lower(:q) DESC, g.experience_points DESC, g.id LIMIT :limit',
    ),
    { userId: user.id, q: input.q, pattern: `%${escapeLike(input.q)}%`, limit: groupRules.maxSearchResults },
  );
  return { results: await toGroupSummaries(deps.db, deps.storage, rows) };
}
