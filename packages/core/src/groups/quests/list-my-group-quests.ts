import type { CoreDeps } from '../../context/core-deps';
import type { AuthUser } from '../../identity/auth-user';
import { findMyGroupId } from '../membership/find-my-group-id';
import type { GroupQuest } from '../group-schemas';
import { listGroupQuests } from './list-group-quests';

/** GET /groups/quests/my_group_quests/: the caller's group's quests; none without a group. */
export async function listMyGroupQuests(deps: CoreDeps, user: AuthUser): Promise<GroupQuest[]> {
  const groupId = await findMyGroupId(deps.db, user.id);
  return groupId === null ? [] : listGroupQuests(deps, user, groupId);
}
