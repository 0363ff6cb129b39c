import { assertAllowed, requireUser, type Actor } from '../../identity/actor';
import type { CoreDeps } from '../../context/core-deps';
import type { SaveUploadDraftInput, UploadDraft } from './task-authoring-schemas';

/** Keeps the caller's upload form (its text fields), replacing the one before: one draft per user. */
export async function saveUploadDraft(deps: CoreDeps, actor: Actor, input: SaveUploadDraftInput): Promise<UploadDraft> {
  assertAllowed(actor, 'authoring');
  const user = requireUser(actor);
  const now = new Date();
  const payload = JSON.stringify(input.draft);
  await deps.db('upload_drafts')
    .insert({ user_id: user.id, payload, updated_at: now })
    .onConflict('user_id')
    .merge({ payload, updated_at: now });
  return { draft: input.draft, updated_at: now.toISOString() };
}
