import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFoundMessage } from './framework-error-messages';

/**
 * The built web client with an SPA fallback: a GET for a page that is no file gets index.html,
 * while /api, /trpc and /media keep answering 404 in JSON. The build writes a .br and a .gz beside
 * each text file; they go out as they are to a browser that accepts them, so nothing is compressed
 * per request (docs/decisions/025). Hashed assets are cached for a year, the rest revalidated.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string | undefined): Promise<void> {
  const hasClient = webDist !== undefined && existsSync(join(webDist, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: ['index.html'],
      preCompressed: true,
      // The theory pages come from the database first (register-theory-pages), the bundled file after.
      globIgnore: ['theory/*/text.html'],
      setHeaders(res, path) {
        const immutable = path.includes(`${join(webDist, 'assets')}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !/^\/(api|trpc|media)(\/|$)/.test(request.url);
    if (isPage && hasClient) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    if (isPage) return reply.code(404).type('text/plain; charset=utf-8').send('Веб-клиент не собран: выполните npm run build');
    return reply.code(404).send({ detail: notFoundMessage });
  });
}
