import { describe, expect, it } from 'vitest';
import type { PetProgress, PetRow } from './pet-sql';
import { petStateOf } from './pet-state-of';

// Monday 2026-11-23, 12:00 in Moscow.
const born = new Date('2026-11-23T09:00:00Z');
const row: PetRow = { user_id: 1, name: 'Байт', satiety: 60, satiety_at: born, treats_used: 0, played_on: null, petted_on: null, affection: 0, created_at: born };
const never: PetProgress = { treats_earned: 0, last_solve_at: null };

describe('petStateOf', () => {
  it('loses one satiety an hour, whole hours only, never below 0', () => {
    expect(petStateOf(row, never, new Date('2026-11-23T09:59:59Z')).satiety).toBe(60);
    expect(petStateOf(row, never, new Date('2026-11-23T19:00:00Z')).satiety).toBe(50);
    expect(petStateOf(row, never, new Date('2026-11-27T09:00:00Z')).satiety).toBe(0);
  });

  it('is happy after a solve today, calm the next Moscow day, sad after that, and sad before any solve', () => {
    const solved: PetProgress = { treats_earned: 1, last_solve_at: new Date('2026-11-23T20:59:00Z') }; // 23:59 Monday, Moscow
    expect(petStateOf(row, solved, new Date('2026-11-23T20:59:30Z'))).toMatchObject({ mood: 'happy', days_without_practice: 0 });
    expect(petStateOf(row, solved, new Date('2026-11-23T21:00:00Z'))).toMatchObject({ mood: 'calm', days_without_practice: 1 });
    expect(petStateOf(row, solved, new Date('2026-11-24T21:00:00Z'))).toMatchObject({ mood: 'sad', days_without_practice: 2 });
    expect(petStateOf(row, never, born)).toMatchObject({ mood: 'sad', days_without_practice: null, mood_text: 'Скучает' });
  });

  it('lifts the mood one step on a day of play, and is hungry below 20 whatever else', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    expect(petStateOf({ ...row, played_on: '2026-11-23' }, never, now)).toMatchObject({ mood: 'calm', played_today: true, can_play: false });
    expect(petStateOf({ ...row, played_on: '2026-11-22' }, never, now)).toMatchObject({ mood: 'sad', played_today: false, can_play: true });
    const solvedNow: PetProgress = { treats_earned: 3, last_solve_at: now };
    expect(petStateOf({ ...row, satiety: 19, satiety_at: now }, solvedNow, now)).toMatchObject({ mood: 'hungry', mood_text: 'Голоден', can_play: false });
  });

  it('counts the treats earned less those eaten, and feeds only with a treat and room for it', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    expect(petStateOf({ ...row, treats_used: 2 }, { treats_earned: 5, last_solve_at: now }, now)).toMatchObject({ treats: 3, can_feed: true });
    expect(petStateOf({ ...row, treats_used: 5 }, { treats_earned: 5, last_solve_at: now }, now)).toMatchObject({ treats: 0, can_feed: false });
    expect(petStateOf({ ...row, satiety: 100, satiety_at: now }, { treats_earned: 5, last_solve_at: now }, now)).toMatchObject({ can_feed: false });
  });
});
