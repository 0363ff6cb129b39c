import type { Knex } from 'knex';
import type { CoreDeps } from '../../context/core-deps';
import { AppError } from '../../errors/app-error';
import type { AuthUser } from '../../identity/auth-user';
import type { BlockPayload } from './block-schemas';
import { getTaskStats } from './get-task-stats';
import { getTaskPayloads } from './get-tasks';
import { generatedSubject, storeFreshBlock } from '../authoring/store-generated-task';

/** The block of a stored block's question ids. */
async function blockIdsOf(db: Knex, taskIds: number[]): Promise<number[]> {
  return (await db('tasks').whereIn('id', taskIds.slice(0, 1)).whereNotNull('block_id').pluck('block_id')) as number[];
}

export const noBlocksMessage = 'Нет доступных заданий блока 19-21 (No available tasks of type 19)';
export const notEnoughBlocksMessage = 'Недостаточно доступных блоков 19-21';

/**
 * Random blocks, those the user has not finished first; the same index walk from a random id as
 * for single tasks.
 */
export async function pickRandomBlockIds(
  db: Knex,
  userId: number | null,
  subject: string,
  count: number,
  passes: readonly boolean[] = userId === null ? [false] : [true, false],
): Promise<number[]> {
  const range = (await db('task_blocks').where({ subject }).first(db.raw('min(id) as min, max(id) as max'))) as { min: number | null; max: number | null };
  if (range.min === null || range.max === null) return [];
  const start = range.min + Math.floor(Math.random() * (range.max - range.min + 1));
  const picked: number[] = [];
  for (const unfinishedOnly of passes) {
    for (const [op, order] of [['>=', 'asc'], ['<', 'desc']] as const) {
      if (picked.length >= count) return picked;
      const query = db('task_blocks').where({ subject }).where('id', op, start).whereNotIn('id', picked).orderBy('id', order).limit(count - picked.length).select('id');
      if (unfinishedOnly) {
        query.whereRaw(
          '(SELECT count(*) FROM tasks t JOIN task_solves s ON s.task_id = t.id AND s.user_id = ? WHERE t.block_id = task_blocks.id) < 3',
          [userId],
        );
      }
      picked.push(...(await query).map((row) => row.id));
    }
  }
  return picked;
}

export async function getBlocks(deps: CoreDeps, user: AuthUser | null, blockIds: number[]): Promise<BlockPayload[]> {
  const blocks = await deps.db('task_blocks').whereIn('id', blockIds).select('id', 'condition');
  const questions = await deps.db('tasks').whereIn('block_id', blockIds).orderBy(['block_id', 'block_position']).select('id', 'block_id');
  const payloads = await getTaskPayloads(deps, user, questions.map((q) => q.id));
  const result: BlockPayload[] = [];
  for (const blockId of blockIds) {
    const block = blocks.find((b) => b.id === blockId);
    const tasks = payloads.filter((task) => task.block_id === blockId);
    if (!block || tasks.length < 3) continue;
    const taskStats = await Promise.all(tasks.map((task) => getTaskStats(deps.db, task.id)));
    result.push({
      block_id: block.id,
      ids: tasks.map((task) => task.id),
      condition: block.condition,
      text: block.condition,
      questions: tasks.map((task) => task.question ?? ''),
      answer_types: tasks.map((task) => task.answer_type),
      table_shapes: tasks.map((task) => task.table_shape),
      question_statuses: tasks.map((task) => task.status),
      solvedTasks: tasks.map((task) => task.is_solved),
      taskStats,
      tasks,
    });
  }
  return result;
}

/**
 * A random block, unfinished first. When a signed-in student has finished every inf block (or the bank
 * has none), a generated block is stored and given, as the single tasks' trainer does (decisions 040,
 * 065): it is unfinished until its three questions are solved. A guest gets the bank's blocks only.
 */
export async function getRandomBlock(deps: CoreDeps, user: AuthUser | null, subject: string): Promise<BlockPayload> {
  if (user !== null && subject === generatedSubject) {
    const unfinished = await pickRandomBlockIds(deps.db, user.id, subject, 1, [true]);
    const ids = unfinished.length > 0 ? unfinished : await blockIdsOf(deps.db, await storeFreshBlock(deps));
    const [block] = await getBlocks(deps, user, ids);
    if (block) return block;
  }
  const [block] = await getBlocks(deps, user, await pickRandomBlockIds(deps.db, user?.id ?? null, subject, 1));
  if (!block) throw new AppError('NOT_FOUND', noBlocksMessage);
  return block;
}

export async function getRandomBlocks(deps: CoreDeps, user: AuthUser | null, subject: string, count: number): Promise<BlockPayload[]> {
  const blocks = await getBlocks(deps, user, await pickRandomBlockIds(deps.db, user?.id ?? null, subject, count));
  if (blocks.length < count) throw new AppError('NOT_FOUND', notEnoughBlocksMessage);
  return blocks;
}
