import type { SessionCookies } from '@ege/api/context';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { refreshTokenLifetimeSeconds } from '@ege/core/auth/sessions';

export const refreshCookieName = 'refresh';
export const csrfCookieName = 'csrftoken';
export const csrfHeaderName = 'x-csrftoken';

export function sessionCookiesOf(request: FastifyRequest, reply: FastifyReply, secure: boolean): SessionCookies {
  const options = { path: '/', httpOnly: true, sameSite: 'lax', secure } as const;
  return {
    refreshToken: request.cookies[refreshCookieName],
    setRefreshToken: (token) => void reply.setCookie(refreshCookieName, token, { ...options, maxAge: refreshTokenLifetimeSeconds }),
    clearRefreshToken: () => void reply.clearCookie(refreshCookieName, options),
  };
}
