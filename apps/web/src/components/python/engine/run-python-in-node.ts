import { sharedPyodide } from '@ege/core/python/run-in-pyodide';
import { loadPyodide } from 'pyodide';
import { createPythonSession, type WorkerMessage, type WorkerResult } from './python-session';

export type NodeRun = { output: string; result: WorkerResult; fatal: boolean; lastLine: string | null; truncated: boolean; batches: number };
type RunOptions = { stdin?: string; files?: Record<string, string | Uint8Array> };

type NodePython = { run(code: string, options?: RunOptions): Promise<NodeRun>; loadSeconds: number };

let loading: Promise<NodePython> | null = null;

/**
 * The worker's session on a real Pyodide in Node (tests only), loaded once per test worker: loading
 * takes seconds, a run milliseconds. Files are served from memory under made-up URLs.
 */
export function loadNodePython(): Promise<NodePython> {
  loading ??= (async () => {
    const started = performance.now();
    // The same instance as core's Pyodide tests in this worker: a second one would cost seconds and 120 MB.
    const pyodide = await sharedPyodide(loadPyodide);
    const loadSeconds = (performance.now() - started) / 1000;
    let messages: WorkerMessage[] = [];
    let files = new Map<string, Uint8Array>();
    const session = createPythonSession(pyodide, {
      post: (message) => messages.push(message),
      readFile: async (url) => {
        const content = files.get(url);
        if (!content) throw new Error('HTTP 404');
        return content;
      },
    });
    return {
      loadSeconds,
      async run(code, options = {}) {
        messages = [];
        files = new Map(Object.entries(options.files ?? {}).map(([name, content]) => [`/media/${name}`, typeof content === 'string' ? new TextEncoder().encode(content) : content]));
        await session.run({ type: 'run', code, stdin: options.stdin ?? '', files: [...files.keys()].map((url) => ({ name: url.slice('/media/'.length), url })) });
        const outputs = messages.flatMap((message) => (message.type === 'output' ? [message] : []));
        const done = messages.find((message) => message.type === 'done');
        if (!done) throw new Error('the session sent no result');
        return {
          output: outputs.map((message) => message.text).join(''),
          lastLine: outputs.at(-1)?.lastLine ?? null,
          truncated: messages.some((message) => message.type === 'truncated'),
          batches: outputs.length,
          result: done.result,
          fatal: done.fatal,
        };
      },
    };
  })();
  return loading;
}
