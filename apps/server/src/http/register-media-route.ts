import { mediaUrlPrefix, type FileStorage } from '@ege/core/storage/file-storage';
import { isStorageKey } from '@ege/core/storage/is-storage-key';
import type { FastifyInstance } from 'fastify';
import { Readable } from 'node:stream';
import { mediaDisposition } from './media-disposition';
import { parseByteRange } from './parse-byte-range';
import { notFoundMessage } from './framework-error-messages';

const rangeNotSatisfiableMessage = 'Запрошенный диапазон байтов вне файла';

const mediaPolicy = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

/**
 * Uploaded files under /media/<key>, read from the shared storage: whichever instance took the
 * upload, every instance serves it. Revalidation by ETag and single byte ranges are answered from
 * the stored size and hash without reading the content.
 */
export function registerMediaRoute(app: FastifyInstance, storage: FileStorage): void {
  app.get<{ Params: { '*': string } }>(`${mediaUrlPrefix}*`, async (request, reply) => {
    const key = request.params['*'];
    // A path that names no possible key ('%00', '..') is simply not found; the storage never sees it.
    const info = isStorageKey(key) ? await storage.stat(key) : null;
    if (!info) return reply.code(404).send({ detail: notFoundMessage });

    const etag = `"${info.version}"`;
    reply.headers({
      etag,
      'last-modified': info.modifiedAt.toUTCString(),
      'cache-control': 'public, max-age=86400',
      'accept-ranges': 'bytes',
      'content-security-policy': mediaPolicy,
      'content-disposition': mediaDisposition(key),
    });
    if (request.headers['if-none-match']?.split(/\s*,\s*/).includes(etag)) return reply.code(304).send();

    const ifRange = request.headers['if-range'];
    const range = ifRange === undefined || ifRange === etag ? parseByteRange(request.headers.range, info.size) : null;
    if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${info.size}`).send({ detail: rangeNotSatisfiableMessage });
    const { start, end } = range ?? { start: 0, end: info.size - 1 };
    if (range) reply.code(206).header('content-range', `bytes ${start}-${end}/${info.size}`);
    reply.type(info.contentType).header('content-length', String(end - start + 1));
    if (request.method === 'HEAD' || end < start) return reply.send();
    return reply.send(Readable.from(storage.stream(key, { start, end })));
  });
}
