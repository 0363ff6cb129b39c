import type { CoreDeps } from '../../context/core-deps';
import type { AuthUser } from '../../identity/auth-user';
import { readGroupAccess, requireRight } from '../group-access';
import { toGroupQuest } from './group-quest-row';
import { daysAfter, groupRules } from '../group-rules';
import type { GroupQuest } from '../group-schemas';
import { planGroupQuest } from './plan-group-quest';
import { refreshGroupQuestAlone } from './refresh-group-quest-alone';
import { rethrowGroupConflict } from '../rethrow-group-conflict';

/** POST /groups/{id}/quests/generate_quest/: the leader, when no quest is active (a constraint). */
export async function generateGroupQuest(deps: CoreDeps, user: AuthUser, groupId: number): Promise<GroupQuest> {
  const now = deps.clock.now();
  await refreshGroupQuestAlone(deps, groupId);
  return deps.db
    .transaction(async (trx) => {
      requireRight(await readGroupAccess(trx, user.id, groupId, true), 'can_manage_quests');
      const weekAgo = daysAfter(now, -7);
      const { rows } = await trx.raw<{ rows: { experience: number; active: number }[] }>(
        `SELECT coalesce((SELECT sum(l.amount) FROM group_members m JOIN experience_ledger l ON l.user_id = m.user_id
                          WHERE m.group_id = :groupId AND l.created_at >= :weekAgo AND l.created_at < :now AND l.source_kind <> 'group_quest'), 0)::int AS experience,
                (SELECT count(*) FROM group_members WHERE group_id = :groupId AND last_activity >= :activeSince)::int AS active`,
        { groupId, weekAgo, now, activeSince: daysAfter(now, -groupRules.activeDays) },
      );
      const expiresAt = daysAfter(now, groupRules.questDays);
      const plan = planGroupQuest(rows[0]!.experience, rows[0]!.active, expiresAt);
      const [row] = await trx('group_quests')
        .insert({ ...plan, group_id: groupId, created_at: now, expires_at: expiresAt })
        .returning('*');
      return toGroupQuest(row!);
    })
    .catch(rethrowGroupConflict);
}
