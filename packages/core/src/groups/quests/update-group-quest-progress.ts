import type { CoreDeps } from '../../context/core-deps';
import { AppError } from '../../errors/app-error';
import type { AuthUser } from '../../identity/auth-user';
import { readGroupAccess, requireRight } from '../group-access';
import { groupMessages } from '../group-messages';
import { toGroupQuest } from './group-quest-row';
import type { GroupQuest, GroupQuestIdInput } from '../group-schemas';
import { refreshGroupQuest } from './refresh-group-quest';

/** POST .../quests/{questId}/update_progress/: any member asks for a recount from the server's records. */
export async function updateGroupQuestProgress(deps: CoreDeps, user: AuthUser, input: GroupQuestIdInput): Promise<GroupQuest> {
  return deps.db.transaction(async (trx) => {
    requireRight(await readGroupAccess(trx, user.id, input.id), 'member');
    await refreshGroupQuest(trx, input.id, deps.clock.now());
    const row = await trx('group_quests').where({ id: input.questId, group_id: input.id }).first();
    if (!row) throw new AppError('NOT_FOUND', groupMessages.questNotFound);
    return toGroupQuest(row);
  });
}
