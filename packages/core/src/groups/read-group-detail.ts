import type { Knex } from 'knex';
import type { CoreDeps } from '../context/core-deps';
import { AppError } from '../errors/app-error';
import type { GroupAccess } from './group-access';
import { groupMessages } from './group-messages';
import type { GroupDetail } from './group-schemas';
import { groupReadSql } from './group-read-sql';
import { toGroupSummaries, type GroupRow } from './group-summaries';
import { readGroupInvitations } from './invitations/read-group-invitations';
import { readGroupMembers } from './read-group-members';
import { readGroupQuests } from './quests/read-group-quests';
import { readGroupRoles } from './roles/read-group-roles';

/** The whole group as its screen shows it; invitations and quests only to its members. Reads only: the quest's refresh runs in its own transaction before (refreshGroupQuest's lock order). */
export async function readGroupDetail(deps: CoreDeps, trx: Knex.Transaction, access: GroupAccess): Promise<GroupDetail> {
  const now = deps.clock.now();
  const { rows } = await trx.raw<{ rows: GroupRow[] }>(groupReadSql.detail, { groupId: access.groupId });
  if (!rows[0]) throw new AppError('NOT_FOUND', groupMessages.groupNotFound);
  const [summary] = await toGroupSummaries(trx, deps.storage, rows);
  const { member_id: _memberId, ...permissions } = access.member ?? { member_id: 0 };
  return {
    ...summary!,
    members: await readGroupMembers(trx, deps.storage, access.groupId, now),
    roles: await readGroupRoles(trx, access.groupId),
    invitations: access.member ? await readGroupInvitations(trx, { groupId: access.groupId }, now) : [],
    quests: access.member ? await readGroupQuests(trx, access.groupId) : [],
    my_permissions: access.member ? (permissions as GroupDetail['my_permissions']) : null,
  };
}
