import type { CoreDeps } from '../context/core-deps';
import { newsNotFound } from './news-not-found';

/** Published becomes hidden and back, in one statement: two clicks at once flip it twice, never lose one. */
export async function toggleNewsPublish(deps: CoreDeps, id: number): Promise<{ id: number; is_published: boolean }> {
  const [row] = await deps.db('news')
    .where({ id })
    .update({ is_published: deps.db.raw('not is_published'), updated_at: deps.clock.now() })
    .returning(['id', 'is_published']);
  if (!row) throw newsNotFound();
  return row;
}
