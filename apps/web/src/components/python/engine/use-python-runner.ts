import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createPythonRunner, idlePythonRunState, type PythonRunner, type PythonRunRequest, type PythonRunState } from './python-runner';

export type { PythonError, PythonFile, PythonOutcome, PythonRunRequest, PythonRunState } from './python-runner';

const subscribeToNothing = () => () => {};
const readIdle = () => idlePythonRunState;

/**
 * Python for one panel: its own worker, made on preload() or the first run() and ended when the
 * panel unmounts. run() while a program runs is ignored (stop() first); a run asked for while Pyodide
 * loads starts when it is ready. After stop() or a timeout the phase is 'loading' (a fresh worker) with
 * the outcome kept; the time limit counts from the program's start, not from loading.
 */
export function usePythonRunner(): { state: PythonRunState; preload(): void; run(request: PythonRunRequest): void; stop(): void } {
  const runnerRef = useRef<PythonRunner | null>(null);
  const [runner, setRunner] = useState<PythonRunner | null>(null);
  const state = useSyncExternalStore(runner?.subscribe ?? subscribeToNothing, runner?.getState ?? readIdle, readIdle);

  const ensureRunner = useCallback(() => {
    if (!runnerRef.current) {
      runnerRef.current = createPythonRunner();
      setRunner(runnerRef.current);
    }
    return runnerRef.current;
  }, []);

  useEffect(
    () => () => {
      runnerRef.current?.dispose();
      runnerRef.current = null;
    },
    [],
  );

  const preload = useCallback(() => ensureRunner().preload(), [ensureRunner]);
  const run = useCallback((request: PythonRunRequest) => ensureRunner().run(request), [ensureRunner]);
  const stop = useCallback(() => runnerRef.current?.stop(), []);
  return { state, preload, run, stop };
}
