import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { locatePyodideRuntime, pyodideRuntimeFiles } from './pyodide-assets-plugin';

describe('pyodide-assets-plugin', () => {
  const runtime = locatePyodideRuntime();

  it("serves the installed Pyodide under its own version, so a new version is a new URL", () => {
    const { version } = JSON.parse(readFileSync(join(runtime.dir, 'package.json'), 'utf8')) as { version: string };
    expect(runtime.indexUrl).toBe(`/assets/pyodide-${version}/`);
  });

  it('copies every file the loader fetches from its indexURL, and they are in the package', () => {
    // What pyodide.mjs asks its indexURL for: an upgrade that fetches another file fails here.
    const loader = readFileSync(join(runtime.dir, 'pyodide.mjs'), 'utf8');
    const fetched = new Set([...loader.matchAll(/"([\w.-]+\.(?:mjs|wasm|zip|json))"|`\$\{[\w.]+\}([\w.-]+\.(?:mjs|wasm|zip|json))`/g)].map((match) => match[1] ?? match[2]));
    expect([...fetched].sort()).toEqual(pyodideRuntimeFiles.filter((name) => name !== 'pyodide.mjs').sort());
    for (const name of pyodideRuntimeFiles) expect(existsSync(join(runtime.dir, name)), name).toBe(true);
  });
});
