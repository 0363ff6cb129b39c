import type { CoreDeps } from '../../context/core-deps';
import type { AuthUser } from '../../identity/auth-user';
import { readGroupAccess, requireRight } from '../group-access';

/** DELETE /groups/{id}/: the leader only; members, roles, invitations and quests go with it. */
export async function deleteGroup(deps: CoreDeps, user: AuthUser, groupId: number): Promise<{ detail: string }> {
  const avatar = await deps.db.transaction(async (trx) => {
    requireRight(await readGroupAccess(trx, user.id, groupId, true), 'leader');
    const [row] = await trx('groups').where({ id: groupId }).delete().returning('avatar');
    return row?.avatar ?? null;
  });
  if (avatar) await deps.storage.remove(avatar);
  return { detail: 'Группа удалена' };
}
