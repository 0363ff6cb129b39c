import { existsSync, realpathSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { CliUsageError } from '../errors/cli-errors';

/**
 * The kernel's virtual file systems: no task folder belongs there, and a recursive mkdir under /proc
 * never returns in Node 20 (it keeps retrying), so such a path is refused before anything touches it.
 */
export const virtualRoots = ['/proc', '/sys'] as const;

export const virtualPathMessage = (path: string, root: string) =>
  `Папка ${path} — в ${root}, виртуальной файловой системе ядра: задания туда не пишут и оттуда не читают. Укажите обычную папку`;

/** The path with the symbolic links of its deepest existing ancestor resolved (/tmp/link-to-proc/x → /proc/x). */
function realPathOf(path: string): string {
  let existing = resolve(path);
  while (!existsSync(existing) && dirname(existing) !== existing) existing = dirname(existing);
  try {
    return join(realpathSync(existing), relative(existing, resolve(path)));
  } catch {
    return resolve(path);
  }
}

/** Throws (exit 1) when `path`, or where its links lead, is under /proc or /sys. */
export function refuseVirtualPath(path: string): void {
  for (const candidate of [resolve(path), realPathOf(path)]) {
    const root = virtualRoots.find((r) => candidate === r || candidate.startsWith(`${r}${sep}`));
    if (root) throw new CliUsageError(virtualPathMessage(path, root));
  }
}
