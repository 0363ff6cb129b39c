import type { CoreDeps } from '../context/core-deps';
import type { AuthUser } from '../identity/auth-user';
import { ensurePet } from './ensure-pet';
import type { Pet } from './pet-schemas';
import { petStateOf } from './pet-state-of';
import { readPetProgress } from './read-pet-progress';

/** The student's pet now; it appears on its first read (decision 035). */
export async function getPet(deps: CoreDeps, user: AuthUser): Promise<Pet> {
  const now = deps.clock.now();
  const row = await ensurePet(deps.db, user.id, now);
  return petStateOf(row, await readPetProgress(deps.db, user.id, row.created_at), now);
}
