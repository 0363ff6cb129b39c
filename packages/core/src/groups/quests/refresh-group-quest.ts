import type { Knex } from 'knex';
import type { GroupQuestsTable } from '../../db/tables/group-quests-table';
import { awardExperience } from '../../experience/award-experience';
import { groupReadSql } from '../group-read-sql';

type Progress = { experience: number; tasks: number; achievements: number; contributors: number[] };

/**
 * The group's members' work in the quest's window, each member counted from their joining: the
 * ledger's experience (a quest reward itself not counted), its solves, and achievements earned.
 */
async function readProgress(trx: Knex.Transaction, quest: GroupQuestsTable, until: Date): Promise<Progress> {
  const bindings = { groupId: quest.group_id, start: quest.created_at, until };
  const { rows } = await trx.raw<{ rows: { user_id: number; experience: number; tasks: number }[] }>(
    `SELECT l.user_id, sum(l.amount)::int AS experience, (count(*) FILTER (WHERE l.source_kind = 'solve'))::int AS tasks
     FROM group_members m JOIN experience_ledger l ON l.user_id = m.user_id
     WHERE m.group_id = :groupId AND l.created_at >= greatest(:start::timestamptz, m.joined_at) AND l.created_at <= :until
       AND l.source_kind <> 'group_quest'
     GROUP BY l.user_id ORDER BY l.user_id`,
    bindings,
  );
  const { rows: earned } = await trx.raw<{ rows: { n: number }[] }>(
    `SELECT count(*)::int AS n FROM group_members m JOIN user_achievements a ON a.user_id = m.user_id
     WHERE m.group_id = :groupId AND a.earned_at >= greatest(:start::timestamptz, m.joined_at) AND a.earned_at <= :until`,
    bindings,
  );
  return {
    experience: rows.reduce((sum, row) => sum + row.experience, 0),
    tasks: rows.reduce((sum, row) => sum + row.tasks, 0),
    achievements: earned[0]?.n ?? 0,
    contributors: rows.filter((row) => row.experience > 0).map((row) => row.user_id),
  };
}

/**
 * Brings the group's active quest up to date from the server's own records (decision 039): the
 * progress from the members' ledger; at the target it completes and every contributing member gets
 * the reward through the ledger (once: the quest row is locked and leaves 'active', and the ledger
 * is unique per member and quest); past its expiry unfinished, it fails. The contributors' user
 * rows are locked in id order before any award, the order a solve locks them in, so that a
 * completion and a member's solve never wait on each other in a cycle.
 */
export async function refreshGroupQuest(trx: Knex.Transaction, groupId: number, now: Date): Promise<void> {
  const { rows } = await trx.raw<{ rows: GroupQuestsTable[] }>(groupReadSql.lockActiveQuest, { groupId });
  const quest = rows[0];
  if (!quest) return;
  const until = now.getTime() < quest.expires_at.getTime() ? now : quest.expires_at;
  const progress = await readProgress(trx, quest, until);
  const reached = progress.experience >= quest.target_experience;
  const status = reached ? 'completed' : now.getTime() >= quest.expires_at.getTime() ? 'failed' : 'active';
  await trx('group_quests')
    .where({ id: quest.id })
    .update({
      current_experience: progress.experience,
      tasks_solved: progress.tasks,
      achievements: progress.achievements,
      status,
      completed_at: reached ? now : null,
    });
  if (!reached || progress.contributors.length === 0) return;
  await trx.raw('SELECT id FROM users WHERE id = ANY(?::int[]) ORDER BY id FOR UPDATE', [progress.contributors]);
  for (const userId of progress.contributors) {
    await awardExperience(trx, { userId, amount: quest.experience_reward, sourceKind: 'group_quest', sourceId: quest.id, at: now });
  }
}
