import { assertAllowed, type Actor } from '../identity/actor';
import { roleAllows } from '../rules/roles';

/** Theory is written by admins and authors, any type's (docs/decisions/029); the CLI's operator too. */
export function mayEditTheory(actor: Actor): boolean {
  if (actor.kind === 'system') return true;
  return actor.kind === 'user' && roleAllows('authoring', actor.user.role);
}

/** Refuses anyone else (401 or 403) and answers who is recorded as the editor. */
export function theoryEditorOf(actor: Actor): number | null {
  assertAllowed(actor, 'authoring');
  return actor.kind === 'user' ? actor.user.id : null;
}
