import type { PythonError } from './python-errors';
import type { PythonFile, WorkerMessage, WorkerRequest } from './python-session';
import { pageSpareWorkers, type SpareWorkerShelf } from './spare-python-worker';

export type { PythonError } from './python-errors';
export type { PythonFile } from './python-session';

export type PythonRunRequest = { code: string; files: readonly PythonFile[]; stdin: string; timeLimitSeconds: number };
export type PythonOutcome =
  | { kind: 'finished'; seconds: number }
  | { kind: 'error'; error: PythonError; seconds: number }
  | { kind: 'stopped' }
  | { kind: 'timeout'; seconds: number }
  | { kind: 'load-failed'; message: string };
export type PythonRunState = {
  /** idle: no worker yet; loading: Pyodide loading; ready: loaded, not running. */
  phase: 'idle' | 'loading' | 'ready' | 'running';
  output: string;
  truncated: boolean;
  outcome: PythonOutcome | null;
  /** The last non-empty line the last run printed to stdout (for 'Вставить в ответ'). */
  lastLine: string | null;
};

/** What the runner needs of a Worker; a test hands in its own. */
export type PythonWorkerPort = {
  postMessage(message: WorkerRequest): void;
  terminate(): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<WorkerMessage>) => void): void;
  addEventListener(type: 'error', listener: (event: ErrorEvent) => void): void;
};

export type PythonRunnerOptions = {
  createWorker?: () => PythonWorkerPort;
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  /** Where a disposed runner leaves its loaded, idle worker and a new one looks first. */
  spares?: SpareWorkerShelf;
};

export type PythonRunner = {
  getState(): PythonRunState;
  subscribe(listener: () => void): () => void;
  preload(): void;
  run(request: PythonRunRequest): void;
  stop(): void;
  dispose(): void;
};

export const idlePythonRunState: PythonRunState = { phase: 'idle', output: '', truncated: false, outcome: null, lastLine: null };

/** The module worker Vite bundles on its own: nothing of it or of Pyodide is in the page's scripts. */
export function createPythonWorker(): PythonWorkerPort {
  return new Worker(new URL('./python-worker.ts', import.meta.url), { type: 'module', name: 'python' }) as PythonWorkerPort;
}

/**
 * One Python worker behind a small state machine. Stopping a program, or running out of its time,
 * ends the worker (a program in a busy loop hears nothing else) and starts the next one at once,
 * which loads Pyodide again from the HTTP cache (docs/decisions/068). A runner that ends between
 * programs leaves its worker on the shelf, and the next runner starts from it.
 */
export function createPythonRunner(options: PythonRunnerOptions = {}): PythonRunner {
  const createWorker = options.createWorker ?? createPythonWorker;
  const now = options.now ?? (() => performance.now());
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  const spares = options.spares ?? pageSpareWorkers;

  let state = idlePythonRunState;
  const listeners = new Set<() => void>();
  let worker: PythonWorkerPort | null = null;
  let loaded = false;
  let waiting: PythonRunRequest | null = null;
  let startedAt = 0;
  let timer: unknown = null;
  let disposed = false;

  const update = (change: Partial<PythonRunState>) => {
    state = { ...state, ...change };
    listeners.forEach((listener) => listener());
  };

  const clearLimit = () => {
    if (timer !== null) clearTimer(timer);
    timer = null;
  };

  const start = (request: PythonRunRequest) => {
    if (!worker) return;
    startedAt = now();
    worker.postMessage({ type: 'run', code: request.code, files: request.files.map((file) => ({ name: file.name, url: resolveUrl(file.url) })), stdin: request.stdin });
    update({ phase: 'running' });
    timer = setTimer(() => {
      timer = null;
      replaceWorker({ kind: 'timeout', seconds: (now() - startedAt) / 1000 });
    }, request.timeLimitSeconds * 1000);
  };

  const handle = (source: PythonWorkerPort, message: WorkerMessage) => {
    if (source !== worker) return;
    switch (message.type) {
      case 'ready': {
        loaded = true;
        const request = waiting;
        waiting = null;
        if (request) start(request);
        else update({ phase: 'ready' });
        return;
      }
      case 'load-failed':
        failLoading(message.message);
        return;
      case 'output':
        update({ output: state.output + message.text, lastLine: message.lastLine });
        return;
      case 'truncated':
        update({ truncated: true });
        return;
      case 'done': {
        clearLimit();
        const outcome: PythonOutcome = message.result;
        if (message.fatal) replaceWorker(outcome);
        else update({ phase: 'ready', outcome });
        return;
      }
    }
  };

  const failLoading = (message: string) => {
    clearLimit();
    worker?.terminate();
    worker = null;
    loaded = false;
    const hadRun = waiting !== null;
    waiting = null;
    // Nothing waits for a preload: its failure shows at the first run, which tries again.
    update({ phase: 'idle', outcome: hadRun ? { kind: 'load-failed', message } : state.outcome });
  };

  const spawn = () => {
    // A closed panel's loaded worker, when there is one: it is ready now.
    const spare = spares.take();
    const created = spare ?? createWorker();
    worker = created;
    loaded = spare !== null;
    created.addEventListener('message', (event) => handle(created, event.data));
    created.addEventListener('error', (event) => {
      if (created !== worker) return;
      if (!loaded) failLoading(event.message || 'не удалось запустить Python');
      else replaceWorker({ kind: 'error', seconds: (now() - startedAt) / 1000, error: crashError(event.message) });
    });
    update({ phase: loaded ? 'ready' : 'loading' });
  };

  /** Ends the worker (a runaway program included) and loads a fresh one in the background. */
  const replaceWorker = (outcome: PythonOutcome) => {
    clearLimit();
    worker?.terminate();
    worker = null;
    waiting = null;
    update({ outcome });
    if (!disposed) spawn();
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    preload() {
      if (!disposed && !worker) spawn();
    },
    run(request) {
      if (disposed || state.phase === 'running' || waiting) return;
      update({ output: '', truncated: false, outcome: null, lastLine: null });
      if (!worker) spawn();
      if (loaded) start(request);
      else waiting = request;
    },
    stop() {
      if (state.phase === 'running') replaceWorker({ kind: 'stopped' });
      else if (waiting) {
        waiting = null;
        update({ outcome: { kind: 'stopped' } });
      }
    },
    dispose() {
      disposed = true;
      clearLimit();
      // A loaded worker between programs goes to the shelf; one loading or running is ended.
      if (worker && loaded && state.phase === 'ready') spares.keep(worker);
      else worker?.terminate();
      worker = null;
      waiting = null;
      listeners.clear();
    },
  };
}

function resolveUrl(url: string): string {
  return typeof location === 'undefined' ? url : new URL(url, location.href).href;
}

function crashError(message: string): PythonError {
  return { type: 'InternalError', message, line: null, traceback: message, russian: `Python в браузере сломался и будет перезапущен: ${message}` };
}
