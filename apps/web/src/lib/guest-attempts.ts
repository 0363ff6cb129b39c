import { guestAttemptsLimit, type CheckAnswerInput } from '@ege/core/tasks/bank/task-schemas';
import { storageListeners } from './storage-listeners';

/**
 * A guest's trainer attempts, kept in this browser (issue 26) until registration makes them the new
 * account's (tasks.claimGuestAttempts checks each again). The newest `guestAttemptsLimit` are kept:
 * the server takes no more.
 */
export type GuestAttempt = Pick<CheckAnswerInput, 'task_id' | 'task_type' | 'user_answer' | 'user_table_answer'> & {
  solving_time: number;
  /** The guest check's verdict, for the count shown to the guest; the server decides again. */
  correct: boolean;
};

const storageKey = 'guest-attempts';
const listeners = storageListeners(storageKey);
let cached: { raw: string | null; attempts: GuestAttempt[] } = { raw: null, attempts: [] };

function isAttempt(value: unknown): value is GuestAttempt {
  if (typeof value !== 'object' || value === null) return false;
  const attempt = value as Record<string, unknown>;
  return Number.isInteger(attempt.task_id) && typeof attempt.correct === 'boolean' && typeof attempt.solving_time === 'number';
}

/** The attempts as stored; anything unreadable (another app's value, a hand edit) counts as none. */
export function readGuestAttempts(): GuestAttempt[] {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(storageKey);
  } catch {
    return [];
  }
  if (raw === cached.raw) return cached.attempts;
  let attempts: GuestAttempt[] = [];
  try {
    const parsed: unknown = raw === null ? [] : JSON.parse(raw);
    attempts = Array.isArray(parsed) ? parsed.filter(isAttempt) : [];
  } catch {
    attempts = [];
  }
  cached = { raw, attempts };
  return attempts;
}

export function addGuestAttempt(attempt: GuestAttempt): void {
  write([...readGuestAttempts(), attempt].slice(-guestAttemptsLimit));
}

export function clearGuestAttempts(): void {
  try {
    window.localStorage.removeItem(storageKey);
  } catch {
    // Storage switched off: there was nothing kept either.
  }
  listeners.notify();
}

/** How many attempts were made on the task, this one included: the attempt number a guest sees. */
export function guestAttemptsOn(taskId: number): number {
  return readGuestAttempts().filter((attempt) => attempt.task_id === taskId).length;
}

/** Tasks the guest answered right, each once. */
export function guestSolvedCount(attempts: readonly GuestAttempt[]): number {
  return new Set(attempts.filter((attempt) => attempt.correct).map((attempt) => attempt.task_id)).size;
}

/** For useSyncExternalStore: changes in this tab and, through the storage event, in other tabs. */
export const subscribeGuestAttempts = listeners.subscribe;

function write(attempts: GuestAttempt[]): void {
  try {
    window.localStorage.setItem(storageKey, JSON.stringify(attempts));
  } catch {
    // Storage full or switched off: the guest still gets the verdict, only the carry-over is lost.
  }
  listeners.notify();
}
