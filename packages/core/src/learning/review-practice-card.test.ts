import { describe, expect, it } from 'vitest';
import { Rating } from 'ts-fsrs';
import { gradeOf, newPracticeCard, reviewPracticeCard, type PracticeReview } from './review-practice-card';

const start = new Date('2026-11-01T09:00:00Z');
const dayMs = 24 * 60 * 60 * 1000;
const at = (days: number) => new Date(start.getTime() + days * dayMs);
const review = (days: number, points: number, solving_time = 90, max_points = 1): PracticeReview => ({ answered_at: at(days), points, max_points, solving_time });

describe('gradeOf', () => {
  it('grades from correctness and time', () => {
    expect(gradeOf(review(0, 0))).toBe(Rating.Again);
    expect(gradeOf(review(0, 1, 90, 2))).toBe(Rating.Hard);
    expect(gradeOf(review(0, 1, 400))).toBe(Rating.Hard);
    expect(gradeOf(review(0, 1, 90))).toBe(Rating.Good);
    expect(gradeOf(review(0, 1, 0))).toBe(Rating.Good);
    expect(gradeOf(review(0, 1, 40))).toBe(Rating.Easy);
  });
});

describe('reviewPracticeCard', () => {
  // The same history for two types up to day 10; then one is failed and the other solved.
  const history = [review(0, 1), review(2, 1), review(6, 1)];
  const base = reviewPracticeCard(newPracticeCard(start), history);

  it('moves a failed type earlier and a solved one later', () => {
    const failed = reviewPracticeCard(base, [review(10, 0)]);
    const solved = reviewPracticeCard(base, [review(10, 1)]);
    expect(failed.due.getTime()).toBeLessThan(base.due.getTime());
    expect(solved.due.getTime()).toBeGreaterThan(base.due.getTime());
    expect(failed.due.getTime()).toBeLessThan(at(11).getTime());
    expect(solved.due.getTime() - at(10).getTime()).toBeGreaterThan(7 * dayMs);
    expect(failed.lapses).toBe(1);
  });

  it('brings a new type that was missed back within the session and a solved one later', () => {
    const missed = reviewPracticeCard(newPracticeCard(start), [review(0, 0)]);
    const solved = reviewPracticeCard(newPracticeCard(start), [review(0, 1, 40)]);
    expect(missed.due.getTime() - start.getTime()).toBeLessThanOrEqual(10 * 60 * 1000);
    expect(solved.due.getTime()).toBeGreaterThan(missed.due.getTime());
  });

  it('is deterministic and reads an out-of-order review at the last one\'s time', () => {
    const once = reviewPracticeCard(newPracticeCard(start), history);
    expect(reviewPracticeCard(newPracticeCard(start), history)).toEqual(once);
    const late = reviewPracticeCard(once, [review(1, 1)]);
    expect(late.last_review).toEqual(once.last_review);
  });
});
