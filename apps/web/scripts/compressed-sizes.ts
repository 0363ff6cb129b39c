import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type CompressedSizes = { raw: number; gzip: number; brotli: number };

/** The settings the build precompresses with, so what the budget counts is what the server sends. */
export const gzipOptions = { level: 9 };
export const brotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };

export function measureCompressedSizes(content: Buffer): CompressedSizes {
  return { raw: content.length, gzip: gzipSync(content, gzipOptions).length, brotli: brotliCompressSync(content, brotliOptions).length };
}

export function sumCompressedSizes(sizes: readonly CompressedSizes[]): CompressedSizes {
  return sizes.reduce((sum, size) => ({ raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip, brotli: sum.brotli + size.brotli }), { raw: 0, gzip: 0, brotli: 0 });
}

/** kB as DevTools counts them (1000 bytes), one decimal. */
export function formatKb(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}
