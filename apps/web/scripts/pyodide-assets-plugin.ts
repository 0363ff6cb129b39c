import { createReadStream, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * What `loadPyodide` fetches from its indexURL when no package is asked for: the loader, the
 * Emscripten module, the interpreter, the standard library and the lock file it reads at start.
 * No package from the lock file is ever served: everything else would come from a CDN.
 */
export const pyodideRuntimeFiles = ['pyodide.mjs', 'pyodide.asm.mjs', 'pyodide.asm.wasm', 'python_stdlib.zip', 'pyodide-lock.json'] as const;

const contentTypes: Record<string, string> = {
  mjs: 'text/javascript; charset=utf-8',
  wasm: 'application/wasm',
  zip: 'application/zip',
  json: 'application/json; charset=utf-8',
};

export type PyodideRuntime = { version: string; dir: string; indexUrl: string };

/** The installed pyodide package: its folder and the URL the app serves it under (versioned, so immutable). */
export function locatePyodideRuntime(): PyodideRuntime {
  const require = createRequire(import.meta.url);
  const packageJson = require.resolve('pyodide/package.json');
  const { version } = JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string };
  return { version, dir: dirname(packageJson), indexUrl: `/assets/pyodide-${version}/` };
}

/**
 * Serves Pyodide's runtime from our own origin (docs/decisions/068): the build copies it into
 * `assets/pyodide-<version>/` (hashed by its version, so the server caches it for a year and the
 * precompress plugin writes its .br and .gz), the dev server answers the same URLs from
 * node_modules. The URL reaches the worker as `import.meta.env.PYODIDE_INDEX_URL`.
 */
export function pyodideAssetsPlugin(): Plugin {
  const runtime = locatePyodideRuntime();
  const assetDir = runtime.indexUrl.slice(1);
  return {
    name: 'ege:pyodide-assets',
    config() {
      return { define: { 'import.meta.env.PYODIDE_INDEX_URL': JSON.stringify(runtime.indexUrl) } };
    },
    async generateBundle() {
      for (const name of pyodideRuntimeFiles) {
        this.emitFile({ type: 'asset', fileName: `${assetDir}${name}`, source: await readFile(join(runtime.dir, name)) });
      }
    },
    configureServer(server) {
      server.middlewares.use(runtime.indexUrl, (request, response, next) => {
        const name = (request.url ?? '').split('?')[0]?.replace(/^\//, '') ?? '';
        if (!(pyodideRuntimeFiles as readonly string[]).includes(name)) return next();
        response.setHeader('content-type', contentTypes[name.split('.').pop() ?? ''] ?? 'application/octet-stream');
        response.setHeader('cache-control', 'no-cache');
        createReadStream(join(runtime.dir, name)).pipe(response);
      });
    },
  };
}
