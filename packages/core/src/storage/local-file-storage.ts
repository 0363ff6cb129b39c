import { createReadStream } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { contentTypeOf } from './content-type-of';
import { mediaKeyOf, mediaUrlOf, type FileStorage } from './file-storage';

/**
 * Files in a folder of one machine: not shared between instances, so the server uses PostgreSQL
 * (decision 019); the bench's bare floor server only needs its URLs.
 */
export function createLocalFileStorage(root: string): FileStorage {
  const base = resolve(root);
  const pathOf = (key: string): string => {
    const path = resolve(join(base, key));
    if (!path.startsWith(base + sep)) throw new Error(`Storage key escapes the folder: ${key}`);
    return path;
  };
  return {
    async save(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, data);
    },
    read: (key) => readFile(pathOf(key)),
    async stat(key) {
      const found = await stat(pathOf(key)).catch(() => null);
      if (!found?.isFile()) return null;
      return { size: found.size, contentType: contentTypeOf(key), version: `${found.size}-${found.mtimeMs}`, modifiedAt: found.mtime };
    },
    stream: (key, range) => createReadStream(pathOf(key), range),
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    urlOf: mediaUrlOf,
    keyOf: mediaKeyOf,
  };
}
