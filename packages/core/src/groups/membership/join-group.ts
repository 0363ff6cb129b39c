import type { CoreDeps } from '../../context/core-deps';
import { AppError } from '../../errors/app-error';
import type { AuthUser } from '../../identity/auth-user';
import { readGroupAccess } from '../group-access';
import { groupMessages } from '../group-messages';
import type { GroupDetail } from '../group-schemas';
import { readGroupDetail } from '../read-group-detail';
import { rethrowGroupConflict } from '../rethrow-group-conflict';

/**
 * POST /groups/{id}/join/: a public group only; a private one is not found to an outsider (readGroupAccess)
 * and is joined by accepting an invitation. One group at a time.
 */
export async function joinGroup(deps: CoreDeps, user: AuthUser, groupId: number): Promise<GroupDetail> {
  const now = deps.clock.now();
  return deps.db
    .transaction(async (trx) => {
      const access = await readGroupAccess(trx, user.id, groupId, true);
      if (access.member) throw new AppError('CONFLICT', groupMessages.alreadyInGroup);
      await trx('group_members').insert({ group_id: groupId, user_id: user.id, is_leader: false, joined_at: now, last_activity: now });
      return readGroupDetail(deps, trx, await readGroupAccess(trx, user.id, groupId));
    })
    .catch(rethrowGroupConflict);
}
