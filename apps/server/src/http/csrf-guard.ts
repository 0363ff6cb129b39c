import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { csrfCookieName, csrfFailedMessage, hasCsrfEcho, refreshCookieName } from './session-cookies';

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const csrfCookieMaxAge = 365 * 24 * 60 * 60;

/**
 * Double-submit CSRF: a readable `csrftoken` cookie is handed out, and a state-changing request that
 * carries the refresh cookie and no bearer token must echo it in X-CSRFToken. The procedures that are
 * authenticated by the refresh cookie (refresh, logout) demand the echo themselves, bearer or not, when
 * they read the cookie (sessionCookiesOf): a header of any kind must not switch the check off there.
 */
export function registerCsrfGuard(app: FastifyInstance, secure: boolean): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.headers.authorization) return;
    // Handed to browsers (a page load carries no bearer token); API clients with a bearer never need it.
    if (!request.cookies[csrfCookieName]) {
      reply.setCookie(csrfCookieName, randomBytes(24).toString('base64url'), { path: '/', sameSite: 'lax', secure, httpOnly: false, maxAge: csrfCookieMaxAge });
    }
    if (!unsafeMethods.has(request.method)) return;
    if (!request.cookies[refreshCookieName]) return;
    if (hasCsrfEcho(request)) return;
    return reply.code(403).send({ detail: csrfFailedMessage });
  });
}
