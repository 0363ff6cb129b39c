import type { PyodideInterface } from 'pyodide';
import { createPythonSession, type WorkerMessage, type WorkerRequest } from './python-session';

/**
 * The Python worker: one Pyodide, loaded from our own origin (pyodide-assets-plugin), that runs the
 * page's programs one at a time. The page ends the worker to stop a program (docs/decisions/068).
 */
const indexUrl = import.meta.env.PYODIDE_INDEX_URL;
const post = (message: WorkerMessage) => self.postMessage(message);
const fileCache = new Map<string, Promise<Uint8Array>>();

/** A task's file, fetched once per worker: the next runs (and the HTTP cache after a restart) reuse it. */
function readFile(url: string): Promise<Uint8Array> {
  let cached = fileCache.get(url);
  if (!cached) {
    cached = fetch(url, { credentials: 'same-origin' }).then(async (response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return new Uint8Array(await response.arrayBuffer());
    });
    cached.catch(() => fileCache.delete(url));
    fileCache.set(url, cached);
  }
  return cached;
}

async function loadSession() {
  const { loadPyodide } = (await import(/* @vite-ignore */ `${indexUrl}pyodide.mjs`)) as { loadPyodide: (options: { indexURL: string }) => Promise<PyodideInterface> };
  const pyodide = await loadPyodide({ indexURL: indexUrl });
  return createPythonSession(pyodide, { post, readFile });
}

const session = loadSession();
session.then(
  () => post({ type: 'ready' }),
  (error: unknown) => post({ type: 'load-failed', message: error instanceof Error ? error.message : String(error) }),
);

// Runs one after another: the page sends the next only after 'done', but a queue costs nothing.
let queue: Promise<void> = Promise.resolve();
self.addEventListener('message', (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  if (request.type !== 'run') return;
  queue = queue.then(async () => (await session).run(request)).catch(() => {});
});
