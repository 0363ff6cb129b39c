import type { CoreDeps } from '../context/core-deps';
import type { AuthUser } from '../identity/auth-user';
import { loadVariant } from './load-variant';

/** Who may edit a variant may delete it; its tasks list and everyone's sessions go with it. */
export async function deleteVariant(deps: CoreDeps, user: AuthUser, id: number): Promise<void> {
  await deps.db.transaction(async (trx) => {
    await loadVariant(trx, user, id, { edit: true, lock: true });
    await trx('variants').where({ id }).delete();
  });
}
