import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { csrfCookieName, csrfHeaderName, refreshCookieName } from './session-cookies';

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const csrfCookieMaxAge = 365 * 24 * 60 * 60;
export const csrfFailedMessage = 'Ошибка CSRF: отсутствует или неверный заголовок X-CSRFToken';

/**
 * Double-submit CSRF: a readable `csrftoken` cookie is handed out, and a state-changing request that
 * rides on the refresh cookie (no bearer token) must echo it in X-CSRFToken.
 */
export function registerCsrfGuard(app: FastifyInstance, secure: boolean): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.headers.authorization) return;
    const cookieToken = request.cookies[csrfCookieName];
    // Handed to browsers (a page load carries no bearer token); API clients with a bearer never need it.
    if (!cookieToken) {
      reply.setCookie(csrfCookieName, randomBytes(24).toString('base64url'), { path: '/', sameSite: 'lax', secure, httpOnly: false, maxAge: csrfCookieMaxAge });
    }
    if (!unsafeMethods.has(request.method)) return;
    if (!request.cookies[refreshCookieName]) return;
    const header = request.headers[csrfHeaderName];
    if (typeof header === 'string' && cookieToken && safeEqual(header, cookieToken)) return;
    return reply.code(403).send({ detail: csrfFailedMessage });
  });
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
