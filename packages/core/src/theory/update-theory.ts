import type { Actor } from '../identity/actor';
import type { CoreDeps } from '../context/core-deps';
import { archivePublishedTheory } from './archive-published-theory';
import { loadTheory } from './load-theory';
import { sanitizeTheoryHtml } from './sanitize-theory-html';
import { theoryEditorOf } from './theory-editor';
import { theoryNumberOf } from './theory-number';
import { toTheoryView } from './theory-row';
import type { TheoryView, UpdateTheoryInput } from './theory-schemas';

/**
 * PUT /theory/{id}/: the given fields change. An edited row stops following the bundled page it
 * was seeded from (seed_hash goes), and its editor becomes its author.
 */
export async function updateTheory(deps: CoreDeps, actor: Actor, input: UpdateTheoryInput): Promise<TheoryView> {
  const authorId = theoryEditorOf(actor);
  const now = deps.clock.now();
  await deps.db.transaction(async (trx) => {
    const current = await loadTheory(trx, input.id);
    const taskNumber = input.task_number === undefined ? current.task_number : theoryNumberOf(input.task_number);
    const status = input.status ?? current.status;
    if (status === 'published') await archivePublishedTheory(trx, taskNumber, current.id, now);
    await trx('theory')
      .where({ id: current.id })
      .update({
        task_number: taskNumber,
        title: input.title ?? current.title,
        description: input.description ?? current.description,
        content: input.content === undefined ? current.content : sanitizeTheoryHtml(input.content),
        difficulty: input.difficulty ?? current.difficulty,
        status,
        tags: input.tags ?? current.tags,
        author_id: authorId,
        seed_hash: null,
        updated_at: now,
      });
  });
  return toTheoryView(await loadTheory(deps.db, input.id));
}
