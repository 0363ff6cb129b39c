import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from './register-web-app';

const page = `<!doctype html><html lang="ru"><head><title>Тренажер</title></head><body><div id="root"></div>${' '.repeat(2000)}</body></html>`;
const script = `export const greeting = ${JSON.stringify('Привет, '.repeat(400))};`;
const small = 'export const one = 1;';
const wasm = Buffer.concat([Buffer.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]), Buffer.alloc(4000)]);

/** A build as `vite build` leaves it: text files with their .br and .gz beside them, small ones without. */
function writeBuild(dir: string): void {
  mkdirSync(join(dir, 'assets'));
  const withCopies = (path: string, content: string) => {
    writeFileSync(join(dir, path), content);
    writeFileSync(join(dir, `${path}.br`), brotliCompressSync(content));
    writeFileSync(join(dir, `${path}.gz`), gzipSync(content));
  };
  withCopies('index.html', page);
  withCopies('assets/app-Ca7gDLz1.js', script);
  writeFileSync(join(dir, 'assets/small-mXPS5vjY.js'), small);
  // Pyodide's runtime, copied by pyodide-assets-plugin under its version.
  mkdirSync(join(dir, 'assets/pyodide-314.0.7'));
  writeFileSync(join(dir, 'assets/pyodide-314.0.7/pyodide.asm.wasm'), wasm);
  writeFileSync(join(dir, 'assets/pyodide-314.0.7/pyodide.asm.wasm.br'), brotliCompressSync(wasm));
  withCopies('assets/pyodide-314.0.7/pyodide.mjs', script);
}

describe('registerWebApp', () => {
  let dir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'ege-web-dist-'));
    writeBuild(dir);
    app = Fastify();
    await registerWebApp(app, dir);
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) => app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  it('sends a hashed script brotli-compressed to a browser that accepts it, cached for a year', async () => {
    const response = await get('/assets/app-Ca7gDLz1.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('falls back to gzip, then to the file itself', async () => {
    const gzipped = await get('/assets/app-Ca7gDLz1.js', 'gzip, deflate');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/app-Ca7gDLz1.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(script);
  });

  it('sends a file the build left uncompressed as it is', async () => {
    const response = await get('/assets/small-mXPS5vjY.js', 'gzip, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(small);
  });

  it('sends the page compressed and revalidated, at / and for any page of the app', async () => {
    for (const url of ['/', '/variants?tab=public', '/variant/12/results']) {
      const response = await get(url, 'gzip, deflate, br');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(page);
    }
  });

  it("sends Pyodide's wasm as application/wasm (streaming compile needs it) and its loader as JavaScript, both cached for a year", async () => {
    const compiled = await get('/assets/pyodide-314.0.7/pyodide.asm.wasm', 'gzip, deflate, br');
    expect(compiled.statusCode).toBe(200);
    expect(compiled.headers['content-type']).toBe('application/wasm');
    expect(compiled.headers['content-encoding']).toBe('br');
    expect(compiled.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(compiled.rawPayload)).toEqual(wasm);

    const loader = await get('/assets/pyodide-314.0.7/pyodide.mjs', 'gzip, deflate, br');
    expect(loader.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(loader.headers['content-encoding']).toBe('br');
    expect(loader.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps answering 404 in JSON under /api', async () => {
    const response = await get('/api/nothing', 'gzip, br');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Не найдено' });
  });
});
