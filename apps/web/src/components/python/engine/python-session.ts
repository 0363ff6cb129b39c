import type { PyodideInterface } from 'pyodide';
import { mainFileName, parsePythonError, type PythonError } from './python-errors';

export type PythonFile = { name: string; url: string };

/** What the page asks of the worker. */
export type WorkerRequest = { type: 'run'; code: string; files: readonly PythonFile[]; stdin: string };

export type WorkerResult = { kind: 'finished'; seconds: number } | { kind: 'error'; error: PythonError; seconds: number };

/** What the worker tells the page. */
export type WorkerMessage =
  | { type: 'ready' }
  | { type: 'load-failed'; message: string }
  | { type: 'output'; text: string; lastLine: string | null }
  | { type: 'truncated' }
  /** `fatal`: the interpreter itself broke (not the program): the page replaces the worker. */
  | { type: 'done'; result: WorkerResult; fatal: boolean };

export type PythonSessionOptions = {
  post(message: WorkerMessage): void;
  /** A task file's bytes by its URL. */
  readFile(url: string): Promise<Uint8Array>;
  /** Output past this many characters is dropped (the program keeps running). */
  outputLimit?: number;
  /** Output goes to the page in batches: when this much is waiting, or this long after the last batch. */
  batchChars?: number;
  batchMs?: number;
  now?: () => number;
};

const workFolder = '/home/pyodide';

/**
 * Runs `_ege_run(code)` as main.py with fresh globals; returns the traceback, or None. The frame of
 * the driver itself is left out of the traceback, so the student reads only main.py's frames.
 */
const driver = `
import builtins, linecache, os, shutil, sys, traceback

_ege_recursion_limit = sys.getrecursionlimit()

def _ege_prepare(folder):
    sys.stdout = sys.__stdout__
    sys.stderr = sys.__stderr__
    sys.stdin = sys.__stdin__
    # Line by line: a print reaches the page before a long computation that follows it.
    sys.stdout.reconfigure(line_buffering=True)
    sys.stderr.reconfigure(line_buffering=True)
    sys.setrecursionlimit(_ege_recursion_limit)
    sys.argv = ['${mainFileName}']
    os.makedirs(folder, exist_ok=True)
    os.chdir(folder)
    for name in os.listdir(folder):
        path = os.path.join(folder, name)
        if os.path.isdir(path) and not os.path.islink(path):
            shutil.rmtree(path)
        else:
            os.remove(path)

def _ege_run(code):
    linecache.cache['${mainFileName}'] = (len(code), None, code.splitlines(True), '${mainFileName}')
    scope = {'__name__': '__main__', '__file__': '${mainFileName}', '__builtins__': builtins}
    try:
        exec(compile(code, '${mainFileName}', 'exec', dont_inherit=True), scope)
    except SystemExit as exit:
        if exit.code is not None and not isinstance(exit.code, int):
            print(exit.code, file=sys.stderr)
    except BaseException as error:
        frames = error.__traceback__.tb_next if error.__traceback__ else None
        return ''.join(traceback.format_exception(type(error), error, frames))
    finally:
        sys.stdout.flush()
        sys.stderr.flush()
    return None
`;

/** One interpreter that runs program after program: the worker's whole job, apart from its messages. */
export function createPythonSession(pyodide: PyodideInterface, options: PythonSessionOptions): { run(request: WorkerRequest): Promise<void> } {
  const now = options.now ?? (() => performance.now());
  const output = createOutputBatcher(options.post, now, options.outputLimit ?? 1_000_000, options.batchChars ?? 64 * 1024, options.batchMs ?? 50);
  pyodide.runPython(driver);
  const prepare = pyodide.globals.get('_ege_prepare') as (folder: string) => void;
  const runMain = pyodide.globals.get('_ege_run') as (code: string) => string | undefined;

  const stdoutDecoder = new TextDecoder();
  const stderrDecoder = new TextDecoder();
  pyodide.setStdout({ write: (bytes: Uint8Array) => (output.write(stdoutDecoder.decode(bytes, { stream: true }), true), bytes.length) });
  pyodide.setStderr({ write: (bytes: Uint8Array) => (output.write(stderrDecoder.decode(bytes, { stream: true }), false), bytes.length) });
  let stdin: string | null = null;
  pyodide.setStdin({
    stdin: () => {
      const text = stdin;
      stdin = null;
      return text === null || text === '' ? null : text;
    },
  });
  // Python's eval loop reads the interrupt buffer's first cell every 50 or so steps. Nothing can
  // write to it from the page without cross-origin isolation, so the cell is a getter instead: it
  // sends the waiting output while a long computation runs (docs/decisions/068).
  const tick = {
    get 0() {
      output.flushIfDue();
      return 0;
    },
    set 0(_value: number) {},
  };
  pyodide.setInterruptBuffer(tick as unknown as Int32Array);

  return {
    async run(request) {
      output.reset();
      stdin = request.stdin === '' || request.stdin.endsWith('\n') ? request.stdin : `${request.stdin}\n`;
      let contents: Uint8Array[];
      try {
        contents = await Promise.all(request.files.map((file) => options.readFile(file.url)));
      } catch (error) {
        options.post({ type: 'done', result: { kind: 'error', error: describeDownloadFailure(error), seconds: 0 }, fatal: false });
        return;
      }
      let fatal = false;
      let result: WorkerResult;
      const started = now();
      try {
        prepare(workFolder);
        request.files.forEach((file, index) => pyodide.FS.writeFile(`${workFolder}/${baseName(file.name)}`, contents[index]));
        const traceback = runMain(request.code);
        const seconds = (now() - started) / 1000;
        result = traceback ? { kind: 'error', error: parsePythonError(traceback), seconds } : { kind: 'finished', seconds };
      } catch (error) {
        fatal = true;
        const message = error instanceof Error ? error.message : String(error);
        result = {
          kind: 'error',
          seconds: (now() - started) / 1000,
          error: { type: 'InternalError', message, line: null, traceback: message, russian: `Python в браузере сломался и будет перезапущен: ${message}` },
        };
      }
      output.flush();
      options.post({ type: 'done', result, fatal });
    },
  };
}

/** A file keeps only its own name: it lands in the work folder whatever the name says. */
function baseName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  return base === '' || base === '.' || base === '..' ? 'file' : base;
}

function describeDownloadFailure(error: unknown): PythonError {
  const message = error instanceof Error ? error.message : String(error);
  return {
    type: 'DownloadError',
    message,
    line: null,
    traceback: message,
    russian: `Не удалось скачать файлы задания (${message}): проверьте связь и запустите снова`,
  };
}

type OutputBatcher = { reset(): void; write(text: string, isStdout: boolean): void; flushIfDue(): void; flush(): void };

function createOutputBatcher(post: (message: WorkerMessage) => void, now: () => number, limit: number, batchChars: number, batchMs: number): OutputBatcher {
  let pending = '';
  let sent = 0;
  let truncated = false;
  let truncationToSend = false;
  let lastFlush = now();
  // The last line counts whatever was dropped: the answer is usually what a program prints last.
  let partialLine = '';
  let lastCompleteLine: string | null = null;
  let lastLine: string | null = null;
  let lastLineSent: string | null = null;

  const trackLastLine = (text: string) => {
    const lines = (partialLine + text).split('\n');
    partialLine = (lines.pop() ?? '').slice(-10_000);
    for (let index = lines.length - 1; index >= 0; index -= 1) {
      const line = (lines[index] ?? '').trimEnd();
      if (line.trim() !== '') {
        lastCompleteLine = line;
        break;
      }
    }
    lastLine = partialLine.trim() === '' ? lastCompleteLine : partialLine.trimEnd();
  };

  const flush = () => {
    if (pending !== '' || lastLine !== lastLineSent) post({ type: 'output', text: pending, lastLine });
    sent += pending.length;
    pending = '';
    lastLineSent = lastLine;
    lastFlush = now();
    if (truncationToSend) {
      post({ type: 'truncated' });
      truncationToSend = false;
    }
  };
  const flushIfDue = () => {
    if (now() - lastFlush >= batchMs) flush();
  };

  return {
    reset() {
      pending = '';
      sent = 0;
      truncated = false;
      truncationToSend = false;
      partialLine = '';
      lastCompleteLine = null;
      lastLine = null;
      lastLineSent = null;
      lastFlush = now();
    },
    write(text, isStdout) {
      if (isStdout) trackLastLine(text);
      if (!truncated) {
        const room = limit - sent - pending.length;
        if (text.length <= room) pending += text;
        else {
          pending += text.slice(0, room);
          truncated = true;
          truncationToSend = true;
        }
      }
      if (pending.length >= batchChars) flush();
      else flushIfDue();
    },
    flushIfDue,
    flush,
  };
}
