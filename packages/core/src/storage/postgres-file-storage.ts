import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { contentTypeOf } from './content-type-of';
import { mediaKeyOf, mediaUrlOf, type FileStorage } from './file-storage';

/** A download reads this much per query: memory stays bounded however many files are in flight. */
export const streamChunkBytes = 1024 * 1024;

/**
 * Give the storage a knex of its own with this many connections: services save files inside their
 * transactions, and a transaction that waited for a second connection from its own full pool would
 * wait for ever (until knex's acquire timeout).
 */
export const fileStoragePoolSize = 4;

type InfoRow = { size: number; content_type: string; sha256: string; created_at: Date };

/** Files in the `stored_files` table of the product's own database: shared by every instance, no new service. */
export function createPostgresFileStorage(db: Knex): FileStorage {
  return {
    async save(key, data) {
      const row = { key, content: data, size: data.length, content_type: contentTypeOf(key), sha256: createHash('sha256').update(data).digest('hex') };
      await db('stored_files')
        .insert({ ...row, created_at: db.fn.now() })
        .onConflict('key')
        .merge();
    },
    async read(key) {
      const row = await db('stored_files').where({ key }).first<{ content: Buffer } | undefined>('content');
      if (!row) throw new Error(`No stored file ${key}`);
      return row.content;
    },
    async stat(key) {
      const row = await db('stored_files').where({ key }).first<InfoRow | undefined>('size', 'content_type', 'sha256', 'created_at');
      return row ? { size: row.size, contentType: row.content_type, version: row.sha256, modifiedAt: row.created_at } : null;
    },
    async *stream(key, { start, end }) {
      for (let offset = start; offset <= end; offset += streamChunkBytes) {
        const length = Math.min(streamChunkBytes, end - offset + 1);
        // substring() counts from 1; on uncompressed out-of-line storage it reads only the chunks it needs.
        const row = await db('stored_files')
          .where({ key })
          .first<{ part: Buffer } | undefined>(db.raw('substring(content from ? for ?) AS part', [offset + 1, length]));
        if (!row) throw new Error(`Stored file ${key} vanished while being read`);
        yield row.part;
      }
    },
    async remove(key) {
      await db('stored_files').where({ key }).del();
    },
    urlOf: mediaUrlOf,
    keyOf: mediaKeyOf,
  };
}
