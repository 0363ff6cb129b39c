import { AppError } from '../errors/app-error';
import { forbiddenMessages, roleAllows, type RoleRule } from '../rules/roles';
import type { AuthUser } from './auth-user';
import { messages } from '../text/messages';

/**
 * Who is calling: a signed-in user (with the session of their access token; the CLI's `--as` has
 * none), a guest, or the local operator through the CLI.
 */
export type Actor = { kind: 'user'; user: AuthUser; sessionId?: number } | { kind: 'guest'; tokenRejected: boolean } | { kind: 'system' };

export const missingTokenMessage = 'Токен авторизации отсутствует';
export const invalidTokenMessage = messages.invalidToken;

export function requireUser(actor: Actor): AuthUser {
  if (actor.kind === 'user') return actor.user;
  if (actor.kind === 'guest') {
    throw new AppError('UNAUTHORIZED', actor.tokenRejected ? invalidTokenMessage : missingTokenMessage);
  }
  throw new AppError('BAD_REQUEST', 'Эта операция выполняется от имени пользователя');
}

/** The one check behind every role rule; the local operator (CLI) passes every rule. */
export function assertAllowed(actor: Actor, rule: RoleRule): void {
  if (actor.kind === 'system') return;
  const user = requireUser(actor);
  if (!roleAllows(rule, user.role)) throw new AppError('FORBIDDEN', forbiddenMessages[rule]);
}
