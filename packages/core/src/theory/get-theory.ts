import type { Actor } from '../identity/actor';
import type { CoreDeps } from '../context/core-deps';
import { AppError } from '../errors/app-error';
import { loadTheory } from './load-theory';
import { mayEditTheory } from './theory-editor';
import { toTheoryView } from './theory-row';
import { theoryNotFoundMessage, type TheoryView } from './theory-schemas';

/** GET /theory/{id}/: a draft or an archived page exists only for those who edit. */
export async function getTheory(deps: CoreDeps, actor: Actor, id: number): Promise<TheoryView> {
  const row = await loadTheory(deps.db, id);
  if (row.status !== 'published' && !mayEditTheory(actor)) throw new AppError('NOT_FOUND', theoryNotFoundMessage);
  return toTheoryView(row);
}
