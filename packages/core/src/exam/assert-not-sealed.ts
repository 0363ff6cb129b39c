import type { CoreDeps } from '../context/core-deps';
import { AppError } from '../errors/app-error';
import { examSealedMessage } from './exam-messages';
import { loadExamSeal } from './load-exam-seal';

/**
 * Refuses (409) a path that would show an answer, a solution, a verdict or others' comments of any
 * of these tasks while they belong to the user's running rehearsal.
 */
export async function assertNotSealed(deps: CoreDeps, userId: number, taskIds: readonly number[]): Promise<void> {
  const seal = await loadExamSeal(deps, userId);
  if (seal && taskIds.some((id) => seal.taskIds.has(id))) throw new AppError('CONFLICT', examSealedMessage);
}
