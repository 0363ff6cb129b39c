import { timingSafeEqual } from 'node:crypto';
import type { SessionCookies } from '@ege/api/context';
import { deviceTokenLifetimeSeconds } from '@ege/core/identity/device-token';
import { refreshTokenLifetimeSeconds } from '@ege/core/identity/sessions';
import { AppError } from '@ege/core/errors/app-error';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const refreshCookieName = 'refresh';
export const csrfCookieName = 'csrftoken';
export const deviceCookieName = 'device';
export const csrfHeaderName = 'x-csrftoken';
export const csrfFailedMessage = 'Ошибка CSRF: отсутствует или неверный заголовок X-CSRFToken';

/** Double submit: the X-CSRFToken header equals the readable `csrftoken` cookie, which another site can't read. */
export function hasCsrfEcho(request: FastifyRequest): boolean {
  const header = request.headers[csrfHeaderName];
  const cookie = request.cookies[csrfCookieName];
  if (typeof header !== 'string' || !cookie) return false;
  const left = Buffer.from(header);
  const right = Buffer.from(cookie);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function sessionCookiesOf(request: FastifyRequest, reply: FastifyReply, secure: boolean): SessionCookies {
  const options = { path: '/', httpOnly: true, sameSite: 'lax', secure } as const;
  return {
    // Whatever else the request carries (a bearer header, say), the cookie authenticates only with the echo.
    readRefreshToken: () => {
      const token = request.cookies[refreshCookieName];
      if (token && !hasCsrfEcho(request)) throw new AppError('FORBIDDEN', csrfFailedMessage);
      return token;
    },
    setRefreshToken: (token) => void reply.setCookie(refreshCookieName, token, { ...options, maxAge: refreshTokenLifetimeSeconds }),
    clearRefreshToken: () => void reply.clearCookie(refreshCookieName, options),
    readDeviceToken: () => request.cookies[deviceCookieName],
    // Strict: only our own login page needs it, and no other site's form may carry it along.
    setDeviceToken: (token) => void reply.setCookie(deviceCookieName, token, { ...options, sameSite: 'strict', maxAge: deviceTokenLifetimeSeconds }),
  };
}
