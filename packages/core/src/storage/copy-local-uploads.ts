import { lstat, readdir, readFile, rename } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { FileStorage } from './file-storage';

export const copiedUploadsSuffix = '-copied-to-database';

/**
 * Before decision 019 uploads lived in DATA_DIR/uploads. At start the server copies whatever is
 * still there into the shared storage (a key already stored is kept as it is), then renames the
 * folder to uploads-copied-to-database, so that the next start skips it and nothing is deleted.
 * Returns how many files were copied; a missing folder copies nothing.
 */
export async function copyLocalUploads(folder: string, storage: FileStorage): Promise<number> {
  const found = await lstat(folder).catch(() => null);
  if (!found?.isDirectory()) return 0;
  let copied = 0;
  for (const path of await listFiles(folder)) {
    const key = relative(folder, path).split(sep).join('/');
    if (await storage.stat(key)) continue;
    await storage.save(key, await readFile(path));
    copied += 1;
  }
  const target = `${folder}${copiedUploadsSuffix}`;
  // A second old folder (restored from a backup, say) goes beside the first one, not over it.
  await rename(folder, (await lstat(target).catch(() => null)) ? `${target}-${Date.now()}` : target);
  return copied;
}

/** Regular files only, one at a time: a symlink could point anywhere on the machine. */
async function listFiles(folder: string): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) files.push(...(await listFiles(path)));
    else if (entry.isFile()) files.push(path);
  }
  return files;
}
