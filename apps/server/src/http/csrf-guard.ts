import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { csrfCookieName, csrfHeaderName, refreshCookieName } from './session-cookies';

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const csrfFailedMessage = 'Ошибка CSRF: отсутствует или неверный заголовок X-CSRFToken';

/**
 * Double-submit CSRF: a readable `csrftoken` cookie is handed out, and a state-changing request that
 * rides on the refresh cookie (no bearer token) must echo it in X-CSRFToken.
 */
export function registerCsrfGuard(app: FastifyInstance, secure: boolean): void {
  app.addHook('onRequest', async (request, reply) => {
    const cookieToken = request.cookies[csrfCookieName];
    if (!cookieToken) {
      reply.setCookie(csrfCookieName, randomBytes(24).toString('base64url'), { path: '/', sameSite: 'lax', secure, httpOnly: false });
    }
    if (!unsafeMethods.has(request.method) || request.headers.authorization) return;
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
