/**
 * Where uploaded files live: PostgreSQL, shared by every server instance and the CLI
 * (docs/decisions/019-shared-storage-and-outages.md). An S3-compatible bucket would be another
 * implementation of this interface; nothing outside storage/ knows which one runs.
 */
export interface FileStorage {
  save(key: string, data: Buffer): Promise<void>;
  /** The file's bytes (the CLI saves a task's files next to the student's work). */
  read(key: string): Promise<Buffer>;
  /** What /media answers its headers from, or null when there is no such file. */
  stat(key: string): Promise<StoredFileInfo | null>;
  /** Bytes start..end (inclusive) in chunks, so that a download never holds a whole large file. */
  stream(key: string, range: ByteRange): AsyncIterable<Buffer>;
  remove(key: string): Promise<void>;
  /** The public URL path the server serves the file under. */
  urlOf(key: string): string;
  /** The key behind a URL made by urlOf, or null for a foreign URL. */
  keyOf(url: string): string | null;
}

export type StoredFileInfo = {
  size: number;
  contentType: string;
  /** Changes whenever the content does (a strong ETag without the quotes). */
  version: string;
  modifiedAt: Date;
};

export type ByteRange = { start: number; end: number };

export const mediaUrlPrefix = '/media/';

export const mediaUrlOf = (key: string): string => `${mediaUrlPrefix}${key}`;

export const mediaKeyOf = (url: string): string | null => (url.startsWith(mediaUrlPrefix) ? url.slice(mediaUrlPrefix.length) : null);
