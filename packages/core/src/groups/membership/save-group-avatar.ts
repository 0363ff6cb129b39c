import { randomBytes } from 'node:crypto';
import type { CoreDeps } from '../../context/core-deps';
import { checkImage } from '../../storage/check-image';

export type GroupAvatarUpload = { data: Buffer };

/** Checks the picture by its bytes (an image, ≤ 10 MB) and stores it; the storage key. */
export async function saveGroupAvatar(deps: CoreDeps, avatar: GroupAvatarUpload): Promise<string> {
  const { extension } = await checkImage(avatar.data, 'avatar');
  const key = `group-avatars/${randomBytes(12).toString('hex')}.${extension}`;
  await deps.storage.save(key, avatar.data);
  return key;
}
