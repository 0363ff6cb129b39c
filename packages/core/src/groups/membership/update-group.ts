import type { CoreDeps } from '../../context/core-deps';
import type { AuthUser } from '../../identity/auth-user';
import { readGroupAccess, requireRight } from '../group-access';
import type { GroupDetail, UpdateGroupInput } from '../group-schemas';
import { readGroupDetail } from '../read-group-detail';
import { rethrowGroupConflict } from '../rethrow-group-conflict';
import { saveGroupAvatar, type GroupAvatarUpload } from './save-group-avatar';

/** PATCH /groups/{id}/: the leader or a role with can_edit_group; a new avatar replaces the old file. */
export async function updateGroup(deps: CoreDeps, user: AuthUser, input: UpdateGroupInput, avatar?: GroupAvatarUpload): Promise<GroupDetail> {
  const { id, remove_avatar, ...fields } = input;
  requireRight(await readGroupAccess(deps.db, user.id, id), 'can_edit_group');
  const avatarKey = avatar ? await saveGroupAvatar(deps, avatar) : null;
  let oldAvatar: string | null = null;
  try {
    const detail = await deps.db.transaction(async (trx) => {
      const access = await readGroupAccess(trx, user.id, id, true);
      requireRight(access, 'can_edit_group');
      const patch: Record<string, unknown> = { ...fields };
      if (avatarKey || remove_avatar) {
        oldAvatar = (await trx('groups').where({ id }).first('avatar'))?.avatar ?? null;
        patch.avatar = avatarKey;
      }
      if (Object.keys(patch).length > 0) await trx('groups').where({ id }).update(patch);
      return readGroupDetail(deps, trx, access);
    });
    if (oldAvatar) await deps.storage.remove(oldAvatar);
    return detail;
  } catch (error) {
    if (avatarKey) await deps.storage.remove(avatarKey);
    return rethrowGroupConflict(error);
  }
}
