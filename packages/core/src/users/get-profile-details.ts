import { getProfileAchievements } from '../achievements/get-profile-achievements';
import type { CoreDeps } from '../context/core-deps';
import { listHomework } from '../homework/list-homework';
import { roleAllows } from '../rules/roles';
import type { AuthUser } from '../identity/auth-user';
import { getUserById } from './get-public-profile';
import { getUserStats } from './get-user-progress';
import type { ProfileDetails, PublicProfileDetails } from './profile-details-schemas';
import { toProfile, toPublicProfile } from './to-profile';

async function solvedFieldsOf(deps: CoreDeps, userId: number) {
  const stats = await getUserStats(deps.db, userId);
  return {
    solved_tasks: stats.solved_tasks,
    average_solving_times: stats.solving_times,
    solved_parts: stats.solved_parts,
    total_solved_tasks: Object.values(stats.solved_tasks).reduce((sum, ids) => sum + ids.length, 0),
  };
}

/** GET /users/profile/: the caller's own profile with their work and homework. */
export async function getProfileDetails(deps: CoreDeps, user: AuthUser): Promise<ProfileDetails> {
  const [solved, homework_assignments, achievements] = await Promise.all([
    solvedFieldsOf(deps, user.id),
    listHomework(deps, user, { page_size: 20 }),
    getProfileAchievements(deps.db, user.id),
  ]);
  return { ...toProfile(user, deps.storage), ...solved, homework_assignments, ...achievements };
}

/**
 * GET /users/profile/{id}/: what a signed-in user may see of another; never the e-mail or the homework.
 * The role only to the user themself and to admins (who set roles): anyone else could otherwise list the
 * staff and the authors by counting ids (decision 048).
 */
export async function getPublicProfileDetails(deps: CoreDeps, viewer: AuthUser, id: number): Promise<PublicProfileDetails> {
  const user = await getUserById(deps.db, id);
  const [solved, achievements] = await Promise.all([solvedFieldsOf(deps, user.id), getProfileAchievements(deps.db, user.id)]);
  const profile = toPublicProfile(user, deps.storage);
  const roleShown = viewer.id === user.id || roleAllows('admin', viewer.role);
  return { ...profile, role: roleShown ? profile.role : null, role_label: roleShown ? profile.role_label : null, ...solved, ...achievements };
}
