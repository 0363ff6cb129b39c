import { randomBytes } from 'node:crypto';
import type { CoreDeps } from '../context/core-deps';
import { checkImage } from '../storage/check-image';
import type { AuthUser } from '../identity/auth-user';
import { assertFieldsFree, rethrowTakenField } from '../identity/taken-fields';
import { UserModel } from '../identity/user-model';
import type { UpdateProfileInput } from '../identity/user-schemas';

export type AvatarUpload = { data: Buffer };

/** Changes the user's own username, e-mail and avatar; a new avatar replaces the old file. */
export async function updateProfile(
  deps: CoreDeps,
  user: AuthUser,
  input: UpdateProfileInput,
  avatar?: AvatarUpload,
): Promise<UserModel> {
  await assertFieldsFree(deps.db, input, user.id);
  const patch: Partial<UserModel> = { ...input, updated_at: new Date() };
  let oldAvatar: string | null = null;
  if (avatar) {
    const { extension } = await checkImage(avatar.data, 'avatar');
    const key = `avatars/${user.id}-${randomBytes(8).toString('hex')}.${extension}`;
    await deps.storage.save(key, avatar.data);
    patch.avatar = key;
    oldAvatar = user.avatar;
  }
  const updated = await UserModel.query(deps.db).patchAndFetchById(user.id, patch).catch(rethrowTakenField);
  if (oldAvatar) await deps.storage.remove(oldAvatar);
  return updated;
}
