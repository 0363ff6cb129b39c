import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { brotliOptions, gzipOptions } from './compressed-sizes';

const compressible = /\.(js|mjs|css|html|svg|json|txt|wasm|zip)$/;
/** Below this a compressed copy saves less than its headers and a disk read cost. */
const minBytes = 1024;
/**
 * Brotli's quality 11 costs about 5 s a megabyte: Pyodide's 9.6 MB wasm took 51 s (2.74 MB) where
 * quality 6 takes 0.6 s (3.15 MB, gzip 3.60 MB). Past this size a file gets quality 6 (docs/decisions/068).
 */
const largeBytes = 2_000_000;
const largeBrotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } };
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes a .br and a .gz beside every text file of the build, once, at build time: the server sends
 * them as they are (@fastify/static's preCompressed) instead of compressing on each request.
 * A copy is kept only when it is smaller than the original. Pyodide's wasm and standard library
 * (pyodide-assets-plugin) go the same way.
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
  const brotliSettings = content.length > largeBytes ? largeBrotliOptions : brotliOptions;
  const [brotli, gzipped] = await Promise.all([brotliAsync(content, brotliSettings), gzipAsync(content, gzipOptions)]);
  if (brotli.length < content.length) await writeFile(`${file}.br`, brotli);
  if (gzipped.length < content.length) await writeFile(`${file}.gz`, gzipped);
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}
