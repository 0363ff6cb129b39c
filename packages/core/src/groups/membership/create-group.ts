import type { CoreDeps } from '../../context/core-deps';
import type { AuthUser } from '../../identity/auth-user';
import { readGroupAccess } from '../group-access';
import type { CreateGroupInput, GroupDetail } from '../group-schemas';
import { readGroupDetail } from '../read-group-detail';
import { rethrowGroupConflict } from '../rethrow-group-conflict';
import { saveGroupAvatar, type GroupAvatarUpload } from './save-group-avatar';

/** POST /groups/: the creator leads the new group; one already in a group is refused (a constraint). */
export async function createGroup(deps: CoreDeps, user: AuthUser, input: CreateGroupInput, avatar?: GroupAvatarUpload): Promise<GroupDetail> {
  const now = deps.clock.now();
  const avatarKey = avatar ? await saveGroupAvatar(deps, avatar) : null;
  try {
    return await deps.db.transaction(async (trx) => {
      const [group] = await trx('groups').insert({ ...input, avatar: avatarKey, created_at: now }).returning('id');
      await trx('group_members').insert({ group_id: group!.id, user_id: user.id, is_leader: true, joined_at: now, last_activity: now });
      return readGroupDetail(deps, trx, await readGroupAccess(trx, user.id, group!.id));
    });
  } catch (error) {
    if (avatarKey) await deps.storage.remove(avatarKey);
    return rethrowGroupConflict(error);
  }
}
