import { describe, expect, it } from 'vitest';
import { createPythonRunner, type PythonRunRequest, type PythonWorkerPort } from './python-runner';
import type { WorkerMessage, WorkerRequest } from './python-session';
import { createSpareWorkerShelf, spareWorkerMs, type SpareWorkerShelf } from './spare-python-worker';

type FakeWorker = PythonWorkerPort & { sent: WorkerRequest[]; terminated: boolean; send(message: WorkerMessage): void; fail(message: string): void };

function createFakeWorker(): FakeWorker {
  const onMessage: ((event: MessageEvent<WorkerMessage>) => void)[] = [];
  const onError: ((event: ErrorEvent) => void)[] = [];
  const worker: FakeWorker = {
    sent: [],
    terminated: false,
    postMessage: (message) => worker.sent.push(message),
    terminate: () => {
      worker.terminated = true;
    },
    addEventListener: (type: 'message' | 'error', listener: never) => (type === 'message' ? onMessage : onError).push(listener),
    send: (message) => onMessage.forEach((listener) => listener({ data: message } as MessageEvent<WorkerMessage>)),
    fail: (message) => onError.forEach((listener) => listener({ message } as ErrorEvent)),
  };
  return worker;
}

function setUp(spares: SpareWorkerShelf = createSpareWorkerShelf()) {
  const workers: FakeWorker[] = [];
  let clock = 0;
  const timers: { run: () => void; ms: number; cleared: boolean }[] = [];
  const runner = createPythonRunner({
    createWorker: () => {
      const worker = createFakeWorker();
      workers.push(worker);
      return worker;
    },
    now: () => clock,
    setTimer: (run, ms) => {
      const timer = { run, ms, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => {
      (timer as { cleared: boolean }).cleared = true;
    },
    spares,
  });
  return { runner, workers, timers, advance: (ms: number) => (clock += ms) };
}

const request: PythonRunRequest = { code: 'print(input())', files: [{ name: '27_A.txt', url: '/media/tasks/1/27_A.txt' }], stdin: '5', timeLimitSeconds: 10 };

describe('createPythonRunner', () => {
  it('makes no worker until preload, then loads once', () => {
    const { runner, workers } = setUp();
    expect(runner.getState().phase).toBe('idle');
    expect(workers).toHaveLength(0);
    runner.preload();
    runner.preload();
    expect(workers).toHaveLength(1);
    expect(runner.getState().phase).toBe('loading');
    workers[0]?.send({ type: 'ready' });
    expect(runner.getState()).toEqual({ phase: 'ready', output: '', truncated: false, outcome: null, lastLine: null });
  });

  it('runs a program asked for while loading once Pyodide is ready, and collects its output', () => {
    const { runner, workers, timers, advance } = setUp();
    const states: string[] = [];
    runner.subscribe(() => states.push(runner.getState().phase));
    runner.run(request);
    const worker = workers[0];
    expect(worker?.sent).toEqual([]);
    worker?.send({ type: 'ready' });
    expect(worker?.sent).toEqual([{ type: 'run', code: request.code, files: request.files, stdin: '5' }]);
    expect(timers[0]?.ms).toBe(10_000);
    worker?.send({ type: 'output', text: '5\n', lastLine: '5' });
    worker?.send({ type: 'output', text: 'ещё\n', lastLine: 'ещё' });
    advance(1500);
    worker?.send({ type: 'done', result: { kind: 'finished', seconds: 1.2 }, fatal: false });
    expect(runner.getState()).toEqual({ phase: 'ready', output: '5\nещё\n', truncated: false, outcome: { kind: 'finished', seconds: 1.2 }, lastLine: 'ещё' });
    expect(timers[0]?.cleared).toBe(true);
    expect(states).toContain('running');

    runner.run({ ...request, stdin: '' });
    expect(runner.getState()).toMatchObject({ phase: 'running', output: '', outcome: null, lastLine: null });
    expect(worker?.sent).toHaveLength(2);
  });

  it('stops a running program by ending its worker, and the next run goes to a fresh one', () => {
    const { runner, workers } = setUp();
    runner.run(request);
    workers[0]?.send({ type: 'ready' });
    workers[0]?.send({ type: 'output', text: 'до остановки\n', lastLine: 'до остановки' });
    runner.stop();
    expect(workers[0]?.terminated).toBe(true);
    expect(workers).toHaveLength(2);
    expect(runner.getState()).toMatchObject({ phase: 'loading', outcome: { kind: 'stopped' }, output: 'до остановки\n', lastLine: 'до остановки' });
    // The ended worker's late messages change nothing.
    workers[0]?.send({ type: 'done', result: { kind: 'finished', seconds: 9 }, fatal: false });
    expect(runner.getState().outcome).toEqual({ kind: 'stopped' });

    workers[1]?.send({ type: 'ready' });
    expect(runner.getState().phase).toBe('ready');
    runner.run(request);
    expect(workers[1]?.sent).toHaveLength(1);
    expect(runner.getState().phase).toBe('running');
  });

  it('ends a program that runs past its time limit', () => {
    const { runner, workers, timers, advance } = setUp();
    runner.run({ ...request, timeLimitSeconds: 2 });
    workers[0]?.send({ type: 'ready' });
    advance(2000);
    timers[0]?.run();
    expect(workers[0]?.terminated).toBe(true);
    expect(workers).toHaveLength(2);
    expect(runner.getState()).toMatchObject({ phase: 'loading', outcome: { kind: 'timeout', seconds: 2 } });
  });

  it('marks truncated output', () => {
    const { runner, workers } = setUp();
    runner.run(request);
    workers[0]?.send({ type: 'ready' });
    workers[0]?.send({ type: 'truncated' });
    expect(runner.getState().truncated).toBe(true);
  });

  it('reports a failed load to the run that waited, and tries again on the next run', () => {
    const { runner, workers } = setUp();
    runner.run(request);
    workers[0]?.send({ type: 'load-failed', message: 'Failed to fetch' });
    expect(workers[0]?.terminated).toBe(true);
    expect(runner.getState()).toMatchObject({ phase: 'idle', outcome: { kind: 'load-failed', message: 'Failed to fetch' } });
    runner.run(request);
    expect(workers).toHaveLength(2);
    workers[1]?.fail('worker script failed');
    expect(runner.getState()).toMatchObject({ phase: 'idle', outcome: { kind: 'load-failed', message: 'worker script failed' } });
  });

  it('replaces a worker whose interpreter broke, keeping the error as the outcome', () => {
    const { runner, workers } = setUp();
    runner.run(request);
    workers[0]?.send({ type: 'ready' });
    const error = { type: 'InternalError', message: 'memory access out of bounds', line: null, traceback: '', russian: 'сломался' };
    workers[0]?.send({ type: 'done', result: { kind: 'error', error, seconds: 1 }, fatal: true });
    expect(workers[0]?.terminated).toBe(true);
    expect(workers).toHaveLength(2);
    expect(runner.getState()).toMatchObject({ phase: 'loading', outcome: { kind: 'error', error } });
  });

  it('ends its worker when disposed', () => {
    const { runner, workers } = setUp();
    runner.preload();
    runner.dispose();
    expect(workers[0]?.terminated).toBe(true);
    runner.run(request);
    expect(workers).toHaveLength(1);
  });

  it('leaves a loaded idle worker to the next runner, which runs at once; a busy or loading one is ended', () => {
    const shelfTimers: { run: () => void; ms: number }[] = [];
    const shelf = createSpareWorkerShelf((run, ms) => shelfTimers.push({ run, ms }), () => {});
    const first = setUp(shelf);
    first.runner.preload();
    first.workers[0]?.send({ type: 'ready' });
    first.runner.dispose();
    expect(first.workers[0]?.terminated).toBe(false);

    const second = setUp(shelf);
    second.runner.run(request);
    expect(second.workers).toHaveLength(0);
    expect(first.workers[0]?.sent).toHaveLength(1);
    expect(second.runner.getState().phase).toBe('running');
    first.workers[0]?.send({ type: 'done', result: { kind: 'finished', seconds: 0.1 }, fatal: false });
    expect(second.runner.getState().outcome).toEqual({ kind: 'finished', seconds: 0.1 });

    // Running: a runaway program is not handed on.
    second.runner.run(request);
    second.runner.dispose();
    expect(first.workers[0]?.terminated).toBe(true);
    const third = setUp(shelf);
    third.runner.preload();
    expect(third.workers).toHaveLength(1);
    expect(third.runner.getState().phase).toBe('loading');
    third.runner.dispose();
    expect(third.workers[0]?.terminated).toBe(true);
    expect(shelfTimers[0]?.ms).toBe(spareWorkerMs);
  });
});

describe('createSpareWorkerShelf', () => {
  it('keeps one spare: a newer one ends the older, and nobody taking it in time ends it', () => {
    const timers: { run: () => void; cleared: boolean }[] = [];
    const shelf = createSpareWorkerShelf(
      (run) => {
        const timer = { run, cleared: false };
        timers.push(timer);
        return timer;
      },
      (timer) => {
        (timer as { cleared: boolean }).cleared = true;
      },
    );
    const [a, b] = [createFakeWorker(), createFakeWorker()];
    shelf.keep(a);
    shelf.keep(b);
    expect(a.terminated).toBe(true);
    expect(timers[0]?.cleared).toBe(true);
    timers[1]?.run();
    expect(b.terminated).toBe(true);
    expect(shelf.take()).toBeNull();
    const c = createFakeWorker();
    shelf.keep(c);
    expect(shelf.take()).toBe(c);
    expect(timers[2]?.cleared).toBe(true);
    expect(c.terminated).toBe(false);
  });
});
