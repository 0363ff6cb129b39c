import type { IssuedSession } from '@ege/core/auth/sessions';
import { toProfile } from '@ege/core/users/to-profile';
import type { SessionOutput } from '@ege/core/users/user-schemas';
import type { ApiContext } from './context';

/** Puts the refresh token in its httpOnly cookie and answers with the access token and the user. */
export function respondWithSession(ctx: ApiContext, session: IssuedSession, message: string): SessionOutput {
  ctx.cookies.setRefreshToken(session.refresh);
  return { access: session.access, user: toProfile(session.user, ctx.deps.storage), message };
}
