import type { CoreDeps } from '../../context/core-deps';
import type { AuthUser } from '../../identity/auth-user';
import { readGroupAccess, requireRight } from '../group-access';
import type { GroupQuest } from '../group-schemas';
import { readGroupQuests } from './read-group-quests';
import { refreshGroupQuest } from './refresh-group-quest';

/** GET /groups/{id}/quests/: to members, the active one brought up to date first. */
export async function listGroupQuests(deps: CoreDeps, user: AuthUser, groupId: number): Promise<GroupQuest[]> {
  return deps.db.transaction(async (trx) => {
    requireRight(await readGroupAccess(trx, user.id, groupId), 'member');
    await refreshGroupQuest(trx, groupId, deps.clock.now());
    return readGroupQuests(trx, groupId);
  });
}
