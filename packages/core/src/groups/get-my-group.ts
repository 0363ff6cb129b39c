import type { CoreDeps } from '../context/core-deps';
import type { AuthUser } from '../identity/auth-user';
import { findMyGroupId } from './membership/find-my-group-id';
import { readGroupAccess } from './group-access';
import type { GroupDetail } from './group-schemas';
import { readGroupDetail } from './read-group-detail';
import { refreshGroupQuestAlone } from './quests/refresh-group-quest-alone';

/** GET /groups/my_group/: the caller's group, or null without one (the tab's empty state). */
export async function getMyGroup(deps: CoreDeps, user: AuthUser): Promise<{ group: GroupDetail | null }> {
  await refreshGroupQuestAlone(deps, await findMyGroupId(deps.db, user.id));
  return deps.db.transaction(async (trx) => {
    const groupId = await findMyGroupId(trx, user.id);
    if (groupId === null) return { group: null };
    return { group: await readGroupDetail(deps, trx, await readGroupAccess(trx, user.id, groupId)) };
  });
}
