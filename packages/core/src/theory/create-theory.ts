import type { Actor } from '../identity/actor';
import type { CoreDeps } from '../context/core-deps';
import { archivePublishedTheory } from './archive-published-theory';
import { loadTheory } from './load-theory';
import { sanitizeTheoryHtml } from './sanitize-theory-html';
import { theoryEditorOf } from './theory-editor';
import { theoryNumberOf } from './theory-number';
import { toTheoryView } from './theory-row';
import type { CreateTheoryInput, TheoryView } from './theory-schemas';

/** POST /theory/: a new page; published at once, it takes the place of the type's current one. */
export async function createTheory(deps: CoreDeps, actor: Actor, input: CreateTheoryInput): Promise<TheoryView> {
  const authorId = theoryEditorOf(actor);
  const now = deps.clock.now();
  const taskNumber = theoryNumberOf(input.task_number);
  const id = await deps.db.transaction(async (trx) => {
    if (input.status === 'published') await archivePublishedTheory(trx, taskNumber, null, now);
    const [row] = await trx('theory')
      .insert({
        task_number: taskNumber,
        title: input.title,
        description: input.description,
        content: sanitizeTheoryHtml(input.content),
        difficulty: input.difficulty,
        status: input.status,
        tags: input.tags,
        author_id: authorId,
        created_at: now,
        updated_at: now,
      })
      .returning('id');
    return row!.id;
  });
  return toTheoryView(await loadTheory(deps.db, id));
}
