import type { Actor } from '../identity/actor';
import type { CoreDeps } from '../context/core-deps';
import { mayEditTheory } from './theory-editor';
import { theoryNumberOf } from './theory-number';
import { selectTheory, toTheoryView, type TheoryRowWithAuthor } from './theory-row';
import type { TheoryView } from './theory-schemas';

/** GET /theory/: published pages for everyone, every status for those who edit; published first. */
export async function listTheory(deps: CoreDeps, actor: Actor, input: { task_number?: number | undefined }): Promise<TheoryView[]> {
  const query = selectTheory(deps.db);
  if (input.task_number !== undefined) query.where('t.task_number', theoryNumberOf(input.task_number));
  if (!mayEditTheory(actor)) query.where('t.status', 'published');
  const rows = (await query
    .orderBy('t.task_number')
    .orderByRaw(`CASE t.status WHEN 'published' THEN 0 WHEN 'draft' THEN 1 ELSE 2 END`)
    .orderBy('t.updated_at', 'desc')
    .orderBy('t.id', 'desc')) as TheoryRowWithAuthor[];
  return rows.map(toTheoryView);
}
