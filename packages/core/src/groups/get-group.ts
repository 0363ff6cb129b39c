import type { CoreDeps } from '../context/core-deps';
import type { AuthUser } from '../identity/auth-user';
import { readGroupAccess } from './group-access';
import type { GroupDetail } from './group-schemas';
import { readGroupDetail } from './read-group-detail';
import { refreshGroupQuestAlone } from './quests/refresh-group-quest-alone';

/** GET /groups/{id}/: a public group to anyone signed in, a private one to its members only. */
export async function getGroup(deps: CoreDeps, user: AuthUser, groupId: number): Promise<GroupDetail> {
  await refreshGroupQuestAlone(deps, groupId);
  return deps.db.transaction(async (trx) => readGroupDetail(deps, trx, await readGroupAccess(trx, user.id, groupId)));
}
