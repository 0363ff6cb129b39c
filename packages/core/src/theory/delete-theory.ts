import type { Actor } from '../identity/actor';
import type { CoreDeps } from '../context/core-deps';
import { AppError } from '../errors/app-error';
import { theoryEditorOf } from './theory-editor';
import { theoryNotFoundMessage } from './theory-schemas';

export const theoryDeletedMessage = 'Теория удалена';

/** DELETE /theory/{id}/: the frame falls back to the bundled page until another is published. */
export async function deleteTheory(deps: CoreDeps, actor: Actor, id: number): Promise<{ detail: string }> {
  theoryEditorOf(actor);
  const deleted = await deps.db('theory').where({ id }).del();
  if (deleted === 0) throw new AppError('NOT_FOUND', theoryNotFoundMessage);
  return { detail: theoryDeletedMessage };
}
