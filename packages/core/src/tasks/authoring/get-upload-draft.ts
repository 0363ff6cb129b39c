import { assertAllowed, requireUser, type Actor } from '../../identity/actor';
import type { CoreDeps } from '../../context/core-deps';
import type { UploadDraft } from './task-authoring-schemas';

/** The caller's autosaved upload form, or a null draft when there is none. */
export async function getUploadDraft(deps: CoreDeps, actor: Actor): Promise<UploadDraft> {
  assertAllowed(actor, 'authoring');
  const user = requireUser(actor);
  const row = (await deps.db('upload_drafts').where({ user_id: user.id }).first('payload', 'updated_at')) as
    | { payload: Record<string, unknown>; updated_at: Date }
    | undefined;
  return row ? { draft: row.payload, updated_at: row.updated_at.toISOString() } : { draft: null, updated_at: null };
}
