/**
 * The server's time as the page reads it: the offset between the server and this device is taken
 * once, from `server_now` and the moment the answer arrived, so a device clock set wrong (or a
 * student moving it) neither adds nor takes exam time.
 */
export type ServerClock = { now: () => number };

export function createServerClock(serverNow: string, receivedAt: number, readDevice: () => number = Date.now): ServerClock {
  const offset = Date.parse(serverNow) - receivedAt;
  return { now: () => readDevice() + offset };
}

/** Whole seconds left until `deadlineAt` by `clock`, never below 0. */
export function secondsLeftOf(deadlineAt: string, clock: ServerClock): number {
  return Math.max(0, Math.ceil((Date.parse(deadlineAt) - clock.now()) / 1000));
}
