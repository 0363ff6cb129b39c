import { signDeviceToken } from '@ege/core/identity/device-token';
import type { IssuedSession, RotatedSession } from '@ege/core/identity/sessions';
import { toProfile } from '@ege/core/users/to-profile';
import type { SessionOutput } from '@ege/core/identity/user-schemas';
import type { ApiContext } from './context';

/**
 * Puts the refresh token in its httpOnly cookie and answers with the access token and the user. A
 * rotation within the grace window brings no refresh token and leaves the cookie as the winner set it.
 */
export function respondWithSession(ctx: ApiContext, session: IssuedSession | RotatedSession, message: string): SessionOutput {
  if (session.refresh !== null) ctx.cookies.setRefreshToken(session.refresh);
  return { access: session.access, user: toProfile(session.user, ctx.deps.storage), message };
}

/** A sign-in (login, registration) also marks this browser as one the account has used (decision 048). */
export function respondWithSignIn(ctx: ApiContext, session: IssuedSession, message: string): SessionOutput {
  ctx.cookies.setDeviceToken(signDeviceToken(session.user.id, ctx.deps.tokenSecret, ctx.deps.clock.now()));
  return respondWithSession(ctx, session, message);
}
