import type { Actor } from '../identity/actor';
import { roleAllows } from '../rules/roles';

/** The author of a comment, moderators and admins may edit and delete it. */
export function mayEditComment(actor: Actor, authorId: number): boolean {
  if (actor.kind === 'system') return true;
  if (actor.kind !== 'user') return false;
  return actor.user.id === authorId || roleAllows('moderation', actor.user.role);
}
