import { getProfileAchievements } from '../achievements/get-profile-achievements';
import type { CoreDeps } from '../context/core-deps';
import { listHomework } from '../homework/list-homework';
import type { AuthUser } from './auth-user';
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

/** GET /users/profile/{id}/: what anyone may see; never the e-mail or the homework. */
export async function getPublicProfileDetails(deps: CoreDeps, id: number): Promise<PublicProfileDetails> {
  const user = await getUserById(deps.db, id);
  const [solved, achievements] = await Promise.all([solvedFieldsOf(deps, user.id), getProfileAchievements(deps.db, user.id)]);
  return { ...toPublicProfile(user, deps.storage), ...solved, ...achievements };
}
