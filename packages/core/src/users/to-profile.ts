import { levelOf, levelProgressOf } from '../rules/level';
import { roleLabels } from '../rules/roles';
import type { FileStorage } from '../storage/file-storage';
import type { Profile, PublicProfile } from '../identity/user-schemas';
import type { UserModel } from '../identity/user-model';

type UserRow = Pick<UserModel, 'id' | 'username' | 'email' | 'role' | 'avatar' | 'experience_points' | 'created_at'>;

export function toPublicProfile(user: UserRow, storage: FileStorage): PublicProfile {
  return {
    id: user.id,
    username: user.username,
    role: user.role,
    role_label: roleLabels[user.role],
    avatar: user.avatar ? storage.urlOf(user.avatar) : null,
    level: levelOf(user.experience_points),
    experience_points: user.experience_points,
    level_progress: levelProgressOf(user.experience_points),
    created_at: new Date(user.created_at).toISOString(),
  };
}

export function toProfile(user: UserRow, storage: FileStorage): Profile {
  return { ...toPublicProfile(user, storage), email: user.email };
}
