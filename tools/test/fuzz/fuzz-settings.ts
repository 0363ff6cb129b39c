/**
 * How many generated requests to send, and from which seed. The suite runs a fixed seed in bounded
 * time; `npm run fuzz` sets FUZZ_RUNS and leaves the seed to chance (FUZZ_SEED replays one).
 */
export type FuzzSettings = { seed: number; runs: number; timeLimitMs: number; fixedSeed: boolean };

export const suiteSeed = 20261124;

export function readFuzzSettings(): FuzzSettings {
  const env = process.env;
  const runs = Number(env.FUZZ_RUNS ?? 6000);
  const randomSeed = env.FUZZ_RUNS !== undefined && env.FUZZ_SEED === undefined;
  const seed = env.FUZZ_SEED !== undefined ? Number(env.FUZZ_SEED) : randomSeed ? Math.floor(Math.random() * 2 ** 31) : suiteSeed;
  // The suite's run stops early rather than outstay its minute on a slow machine; a fuzz run does not.
  const timeLimitMs = Number(env.FUZZ_TIME_LIMIT_MS ?? (env.FUZZ_RUNS === undefined ? 75_000 : 60 * 60_000));
  if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(seed)) throw new Error('FUZZ_RUNS and FUZZ_SEED are whole numbers');
  return { seed, runs, timeLimitMs, fixedSeed: !randomSeed };
}
