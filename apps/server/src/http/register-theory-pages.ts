import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CoreDeps } from '@ege/core/context/core-deps';
import { isDatabaseUnavailable } from '@ege/core/errors/database-unavailable';
import { findPublishedTheory } from '@ege/core/theory/find-published-theory';
import { renderTheoryPage } from '@ege/core/theory/render-theory-page';
import { parseTheoryPageFolder } from '@ege/core/theory/theory-number';
import type { FastifyInstance } from 'fastify';
import { bundledTheoryDir } from './bundled-theory-dir';

export const theoryPageNotFoundMessage = 'Теория не найдена';

/**
 * /theory/{type}/text.html, the theory frame's path (SPEC §2): the type's published theory from
 * the database in the bundled pages' shell, else the bundled page itself (docs/decisions/029).
 * Revalidated on every load (no-cache with an ETag), so an edit shows on the next one; while the
 * database cannot be reached, the bundled page still answers.
 */
export function registerTheoryPages(app: FastifyInstance, deps: CoreDeps, webDist: string | undefined): void {
  const pagesDir = bundledTheoryDir(webDist);
  app.get<{ Params: { folder: string } }>('/theory/:folder/text.html', async (request, reply) => {
    const { folder } = request.params;
    const theoryNumber = parseTheoryPageFolder(folder);
    if (theoryNumber === undefined) return reply.code(404).type('text/plain; charset=utf-8').send(theoryPageNotFoundMessage);
    let html: string | undefined;
    try {
      const theory = await findPublishedTheory(deps.db, theoryNumber);
      if (theory) html = renderTheoryPage(theory);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      request.log.warn({ err: error }, 'theory page from the bundled file: the database is unavailable');
    }
    html ??= await readBundledPage(join(pagesDir, folder, 'text.html'));
    if (html === undefined) return reply.code(404).type('text/plain; charset=utf-8').send(theoryPageNotFoundMessage);
    const etag = `"${createHash('sha1').update(html).digest('base64url')}"`;
    reply.header('cache-control', 'no-cache').header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(html);
  });
}

async function readBundledPage(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
