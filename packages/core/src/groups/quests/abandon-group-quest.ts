import type { CoreDeps } from '../../context/core-deps';
import { AppError } from '../../errors/app-error';
import type { AuthUser } from '../../identity/auth-user';
import { readGroupAccess, requireRight } from '../group-access';
import { groupMessages } from '../group-messages';
import { toGroupQuest } from './group-quest-row';
import type { GroupQuest, GroupQuestIdInput } from '../group-schemas';
import { refreshGroupQuestAlone } from './refresh-group-quest-alone';

/** POST .../quests/{questId}/abandon_quest/: the leader; only an active quest, which becomes failed (SPEC §4). */
export async function abandonGroupQuest(deps: CoreDeps, user: AuthUser, input: GroupQuestIdInput): Promise<GroupQuest> {
  await refreshGroupQuestAlone(deps, input.id);
  return deps.db.transaction(async (trx) => {
    requireRight(await readGroupAccess(trx, user.id, input.id, true), 'can_manage_quests');
    const exists = await trx('group_quests').where({ id: input.questId, group_id: input.id }).first('id');
    if (!exists) throw new AppError('NOT_FOUND', groupMessages.questNotFound);
    const [row] = await trx('group_quests')
      .where({ id: input.questId, status: 'active' })
      .update({ status: 'failed' })
      .returning('*');
    if (!row) throw new AppError('CONFLICT', groupMessages.questNotActive);
    return toGroupQuest(row);
  });
}
