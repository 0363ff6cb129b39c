import type { CoreDeps } from '../../context/core-deps';
import { AppError } from '../../errors/app-error';
import type { AuthUser } from '../../identity/auth-user';
import type { BlockPayload } from './block-schemas';
import { getBlocks } from './get-blocks';

export const blockNotFoundMessage = 'Блок 19-21 не найден';

/** The block one of whose questions this is: homework leads to its own block, not a random one. */
export async function getBlockOfTask(deps: CoreDeps, user: AuthUser | null, taskId: number): Promise<BlockPayload> {
  const row = (await deps.db('tasks').where({ id: taskId }).whereNotNull('block_id').first('block_id')) as { block_id: number } | undefined;
  const [block] = row ? await getBlocks(deps, user, [row.block_id]) : [];
  if (!block) throw new AppError('NOT_FOUND', blockNotFoundMessage);
  return block;
}
