import { createEmptyCard, fsrs, generatorParameters, Rating, type Card, type Grade } from 'ts-fsrs';
import { speedRatingOf } from '../statistics/speed-rating-of';

/** A first try at a task of the card's type: what FSRS is graded from. */
export type PracticeReview = {
  answered_at: Date;
  /** Exam points of the answer and the most the type gives (26 and 27: partial credit is 'Hard'). */
  points: number;
  max_points: number;
  /** Seconds from opening the task to the answer; 0 when unknown. */
  solving_time: number;
};

// No fuzz: the same answers give the same schedule, so a test can say when a type is due.
const scheduler = fsrs(generatorParameters({ request_retention: 0.9, enable_fuzz: false }));

export function newPracticeCard(now: Date): Card {
  return createEmptyCard(now);
}

/**
 * The grade of an answer from correctness and time (decision 042): a miss is Again, partial credit
 * or a right answer slower than five minutes (the 'Требует улучшения' speed) is Hard, within a
 * minute ('Отлично') Easy, otherwise Good.
 */
export function gradeOf(review: PracticeReview): Grade {
  if (review.points <= 0) return Rating.Again;
  if (review.points < review.max_points) return Rating.Hard;
  if (review.solving_time <= 0) return Rating.Good;
  const level = speedRatingOf(review.solving_time).level;
  if (level === 'slow') return Rating.Hard;
  if (level === 'excellent') return Rating.Easy;
  return Rating.Good;
}

/** The card after the reviews in order; a review dated before the card's last one counts at that time. */
export function reviewPracticeCard(card: Card, reviews: readonly PracticeReview[]): Card {
  let current = card;
  for (const review of reviews) {
    const last = current.last_review?.getTime() ?? 0;
    const at = new Date(Math.max(review.answered_at.getTime(), last));
    current = scheduler.next(current, at, gradeOf(review)).card;
  }
  return current;
}
