import { guestAttemptsLimit } from '@ege/core/tasks/bank/task-schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubWindowStorage } from '../testing/stub-window-storage';
import { addGuestAttempt, clearGuestAttempts, guestAttemptsOn, guestSolvedCount, readGuestAttempts, subscribeGuestAttempts, type GuestAttempt } from './guest-attempts';

let store: Map<string, string>;

beforeEach(() => {
  store = stubWindowStorage();
});
afterEach(() => vi.unstubAllGlobals());

const attempt = (task_id: number, correct: boolean, user_answer = '1'): GuestAttempt => ({ task_id, correct, user_answer, solving_time: 10 });

describe('the guest attempts kept in the browser', () => {
  it('keeps attempts in order, numbers them per task and counts each solved task once', () => {
    addGuestAttempt(attempt(5, false));
    addGuestAttempt(attempt(5, true));
    addGuestAttempt(attempt(7, true));
    addGuestAttempt(attempt(5, true));
    expect(readGuestAttempts().map((a) => [a.task_id, a.correct])).toEqual([
      [5, false],
      [5, true],
      [7, true],
      [5, true],
    ]);
    expect(guestAttemptsOn(5)).toBe(3);
    expect(guestAttemptsOn(8)).toBe(0);
    expect(guestSolvedCount(readGuestAttempts())).toBe(2);
  });

  it('keeps only the newest the server would take, and forgets them all on clear', () => {
    for (let index = 1; index <= guestAttemptsLimit + 5; index++) addGuestAttempt(attempt(index, false));
    const kept = readGuestAttempts();
    expect(kept).toHaveLength(guestAttemptsLimit);
    expect(kept[0]!.task_id).toBe(6);
    clearGuestAttempts();
    expect(readGuestAttempts()).toEqual([]);
  });

  it('reads a damaged or foreign value as none, and drops entries that are not attempts', () => {
    store.set('guest-attempts', '{not json');
    expect(readGuestAttempts()).toEqual([]);
    store.set('guest-attempts', JSON.stringify([attempt(3, true), { task_id: 'x' }, null, 5]));
    expect(readGuestAttempts()).toEqual([attempt(3, true)]);
  });

  it('tells subscribers of each change, and returns the same array while nothing changed', () => {
    const heard = vi.fn();
    const unsubscribe = subscribeGuestAttempts(heard);
    addGuestAttempt(attempt(1, true));
    expect(readGuestAttempts()).toBe(readGuestAttempts());
    clearGuestAttempts();
    unsubscribe();
    addGuestAttempt(attempt(2, true));
    expect(heard).toHaveBeenCalledTimes(2);
  });
});
