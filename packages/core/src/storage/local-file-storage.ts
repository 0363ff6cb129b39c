import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { FileStorage } from './file-storage';

export const mediaUrlPrefix = '/media/';

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
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    urlOf: (key) => `${mediaUrlPrefix}${key}`,
    keyOf: (url) => (url.startsWith(mediaUrlPrefix) ? url.slice(mediaUrlPrefix.length) : null),
  };
}
