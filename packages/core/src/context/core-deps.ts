// Types every table for the Knex of every program that reaches core: an import of types only would
// be dropped from the emitted declarations, a preserved reference is not (decision 059).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../db/tables/tables.ts" preserve="true" />
import type { Knex } from 'knex';
import type { RateRule } from '../rate-limit/rate-limit';
import type { Clock } from '../clock/clock';
import type { FileStorage } from '../storage/file-storage';

/** What every service gets from the app that runs it; core itself reads no environment. */
export type CoreDeps = {
  db: Knex;
  tokenSecret: string;
  storage: FileStorage;
  rateLimits: RateLimits;
  /** The time every service reads (days and weeks in Moscow time: clock/moscow-time.ts). */
  clock: Clock;
};

export type RateLimits = {
  loginPerIp: RateRule;
  /** Failed logins of one account from one client address (or one device cookie): then 429 there only. */
  loginPerAccountAddress: RateRule;
  /** Failed logins of one account from everywhere: then 429 for all but a browser with its device cookie. */
  loginPerAccount: RateRule;
  registerPerIp: RateRule;
  /** Fresh generated tasks a user asks for (POST /tasks/generated/); generateTaskLimit when not given. */
  generateTask?: RateRule;
  /** A guest's answer checks from one address (POST /tasks/guest-check/); guestCheckLimit when not given. */
  guestCheck?: RateRule;
  /** Error reports a user sends (POST /tasks/{id}/reports/); taskReportLimit when not given. */
  taskReport?: RateRule;
};

export const defaultRateLimits: RateLimits = {
  loginPerIp: { limit: 30, windowSeconds: 10 * 60 },
  loginPerAccountAddress: { limit: 10, windowSeconds: 15 * 60 },
  loginPerAccount: { limit: 100, windowSeconds: 60 * 60 },
  registerPerIp: { limit: 10, windowSeconds: 60 * 60 },
};
