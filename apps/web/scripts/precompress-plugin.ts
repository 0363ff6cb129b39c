import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { brotliOptions, gzipOptions } from './compressed-sizes';

const compressible = /\.(js|mjs|css|html|svg|json|txt)$/;
/** Below this a compressed copy saves less than its headers and a disk read cost. */
const minBytes = 1024;
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes a .br and a .gz beside every text file of the build, once, at build time: the server sends
 * them as they are (@fastify/static's preCompressed) instead of compressing on each request.
 * A copy is kept only when it is smaller than the original.
 */
export function precompressPlugin(): Plugin {
  return {
    name: 'ege:precompress',
    apply: 'build',
    async writeBundle(options) {
      if (!options.dir) return;
      const files = await listFiles(options.dir);
      await Promise.all(files.filter((file) => compressible.test(file)).map(writeCompressedCopies));
    },
  };
}

async function writeCompressedCopies(file: string): Promise<void> {
  const content = await readFile(file);
  if (content.length < minBytes) return;
  const [brotli, gzipped] = await Promise.all([brotliAsync(content, brotliOptions), gzipAsync(content, gzipOptions)]);
  if (brotli.length < content.length) await writeFile(`${file}.br`, brotli);
  if (gzipped.length < content.length) await writeFile(`${file}.gz`, gzipped);
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}
