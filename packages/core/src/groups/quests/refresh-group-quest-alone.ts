import type { CoreDeps } from '../../context/core-deps';
import { refreshGroupQuest } from './refresh-group-quest';

/**
 * The refresh in a transaction of its own, before a call that holds the group's lock: a completion
 * locks members' user rows, which must never be awaited while holding the group (refreshGroupQuest).
 */
export async function refreshGroupQuestAlone(deps: CoreDeps, groupId: number | null): Promise<void> {
  if (groupId === null) return;
  await deps.db.transaction((trx) => refreshGroupQuest(trx, groupId, deps.clock.now()));
}
