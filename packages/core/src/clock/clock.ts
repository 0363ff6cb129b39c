/** The one source of "now" in core: services read it from deps, so tests can set the time. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

export type SettableClock = Clock & { set(at: Date | string): void; advance(ms: number): void };

/** A clock that stands still until a test moves it. */
export function createSettableClock(start: Date | string = new Date()): SettableClock {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set: (at) => {
      current = new Date(at).getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}
