import type { PythonWorkerPort } from './python-runner';

/** Where a closed panel leaves its loaded, idle worker for the next panel to take. */
export type SpareWorkerShelf = {
  take(): PythonWorkerPort | null;
  /** Keeps this one (ending the one kept before); it is ended if nobody takes it in time. */
  keep(worker: PythonWorkerPort): void;
};

/** A spare is kept this long: a student opening the next example or task; not a tab left open all day. */
export const spareWorkerMs = 5 * 60 * 1000;

export function createSpareWorkerShelf(
  setTimer: (run: () => void, ms: number) => unknown = (run, ms) => setTimeout(run, ms),
  clearTimer: (timer: unknown) => void = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
): SpareWorkerShelf {
  let spare: PythonWorkerPort | null = null;
  let timer: unknown = null;
  const clear = () => {
    if (timer !== null) clearTimer(timer);
    timer = null;
  };
  return {
    take() {
      clear();
      const taken = spare;
      spare = null;
      return taken;
    },
    keep(worker) {
      clear();
      spare?.terminate();
      spare = worker;
      timer = setTimer(() => {
        timer = null;
        spare?.terminate();
        spare = null;
      }, spareWorkerMs);
    },
  };
}

/**
 * The page's one shelf: closing a theory example's drawer and opening the next one, or leaving one
 * task's panel for the next task's, runs at once instead of loading Python again (2.5–7 s, decision 068).
 */
export const pageSpareWorkers = createSpareWorkerShelf();
