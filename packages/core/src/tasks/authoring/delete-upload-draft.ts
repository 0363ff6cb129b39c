import { assertAllowed, requireUser, type Actor } from '../../identity/actor';
import type { CoreDeps } from '../../context/core-deps';

export const draftDeletedMessage = 'Черновик удалён';

/** Drops the caller's upload draft (after a successful upload or on "clear"); no draft is no error. */
export async function deleteUploadDraft(deps: CoreDeps, actor: Actor): Promise<{ detail: string }> {
  assertAllowed(actor, 'authoring');
  const user = requireUser(actor);
  await deps.db('upload_drafts').where({ user_id: user.id }).delete();
  return { detail: draftDeletedMessage };
}
