import type { Knex } from 'knex';
import { blockKey, blockTypes, isBlockType } from '../tasks/bank/task-type-catalog';
import { estimatedQuestExperience } from './quest-formulas';
import type { QuestTaskRef } from '../db/tables/quest-task-ref';
import { questRules } from './quest-rules';
import { questSql } from './quest-sql';

type Candidate = { type: number; task_ids: number[]; done: boolean };
const singleTypes = Array.from({ length: 27 }, (_, index) => index + 1).filter((type) => !isBlockType(type));

/**
 * The tasks of a new quest. weekly: one task of every type in the bank, the block 19–21 as one
 * entry, unsolved ones first. daily: 5 types with a task the student has not solved, the types of
 * `dueTypes` (the practice cards due first, in their order) first, then the weakest (fewest solved),
 * ties at random; no block (decision 038).
 */
export async function pickQuestTasks(
  db: Knex | Knex.Transaction,
  userId: number,
  kind: 'weekly' | 'daily',
  dueTypes: readonly number[] = [],
): Promise<QuestTaskRef[]> {
  const [singles, solved] = await Promise.all([
    db.raw<{ rows: Candidate[] }>(questSql.pickSingles, { userId, types: singleTypes }),
    db.raw<{ rows: { type: number; n: number }[] }>(questSql.solvedByType, { userId }),
  ]);
  const solvedOf = new Map(solved.rows.map((row) => [row.type, row.n]));
  const base = (type: number) => estimatedQuestExperience(type, solvedOf.get(type) ?? 0);
  const single = ({ type, task_ids }: Candidate): QuestTaskRef => ({ key: String(type), type, task_ids, base_experience: base(type) });

  if (kind === 'daily') {
    const dueRank = (type: number) => (dueTypes.includes(type) ? dueTypes.indexOf(type) : dueTypes.length);
    return singles.rows
      .filter((candidate) => !candidate.done)
      .map((candidate) => ({ candidate, due: dueRank(candidate.type), weight: solvedOf.get(candidate.type) ?? 0, tie: Math.random() }))
      .sort((a, b) => a.due - b.due || a.weight - b.weight || a.tie - b.tie)
      .slice(0, questRules.dailyTasks)
      .map(({ candidate }) => ({ ...single(candidate), key: `daily_${candidate.type}` }));
  }
  const block = (await db.raw<{ rows: Candidate[] }>(questSql.pickBlock, { userId })).rows[0];
  const refs = singles.rows.map(single);
  if (block)
    refs.push({ key: blockKey, type: blockTypes[0], task_ids: block.task_ids, base_experience: blockTypes.reduce((sum, type) => sum + base(type), 0) });
  return refs.sort((a, b) => a.type - b.type);
}
