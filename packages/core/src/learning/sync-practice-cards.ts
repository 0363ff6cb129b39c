import type { Knex } from 'knex';
import type { Card, State } from 'ts-fsrs';
import type { PracticeCardsTable } from '../db/tables/practice-cards-table';
import { firstTaskType, lastTaskType } from '../tasks/checking/answer-layout';
import { examPointsOf, maxPointsOf } from '../tasks/scoring/exam-points';
import { learningSql } from './learning-sql';
import { newPracticeCard, reviewPracticeCard, type PracticeReview } from './review-practice-card';

export type PracticeCard = { type: number; card: Card; reviewed_through: number };

type CardRow = Omit<PracticeCardsTable, 'user_id'>;
type AttemptRow = { id: string; type: number; is_correct: boolean; solved_parts: boolean[] | null; solving_time: number; answered_at: Date };

const updateCardSql = `
  UPDATE practice_cards SET due = ?, stability = ?, difficulty = ?, scheduled_days = ?, learning_steps = ?, reps = ?,
    lapses = ?, state = ?, last_review = ?
  WHERE user_id = ? AND type = ?`;
// Every card has read up to the same attempt: the next replay starts there, not at a never-practised type's 0.
const markReadSql = 'UPDATE practice_cards SET reviewed_through = ? WHERE user_id = ?';

/**
 * The student's 27 practice cards, brought up to date: created on first use, then replayed from the
 * first tries made since each card's last read attempt. Run inside a transaction: the cards are
 * locked, so two requests at once replay an answer once.
 */
export async function syncPracticeCards(trx: Knex.Transaction, userId: number, now: Date): Promise<PracticeCard[]> {
  let rows = (await trx.raw<{ rows: CardRow[] }>(learningSql.lockCards, [userId])).rows;
  if (rows.length < lastTaskType - firstTaskType + 1) {
    const fresh = newPracticeCard(now);
    const values = Array.from({ length: lastTaskType - firstTaskType + 1 }, (_, i) => ({ user_id: userId, type: firstTaskType + i, ...columnsOf(fresh), reviewed_through: 0 }));
    await trx('practice_cards').insert(values).onConflict(['user_id', 'type']).ignore();
    rows = (await trx.raw<{ rows: CardRow[] }>(learningSql.lockCards, [userId])).rows;
  }
  const cards = rows.map((row): PracticeCard => ({ type: row.type, card: cardOf(row), reviewed_through: Number(row.reviewed_through) }));
  const since = Math.min(...cards.map((card) => card.reviewed_through));
  const attempts = (await trx.raw<{ rows: AttemptRow[] }>(learningSql.newFirstTries, [userId, since])).rows;
  if (attempts.length === 0) return cards;

  const reviewsByType = new Map<number, PracticeReview[]>();
  for (const attempt of attempts) {
    const card = cards.find((c) => c.type === attempt.type);
    if (!card || Number(attempt.id) <= card.reviewed_through) continue;
    const reviews = reviewsByType.get(attempt.type) ?? [];
    reviews.push({
      answered_at: attempt.answered_at,
      points: examPointsOf(attempt.type, { is_correct: attempt.is_correct, solved_parts: attempt.solved_parts }),
      max_points: maxPointsOf(attempt.type),
      solving_time: attempt.solving_time,
    });
    reviewsByType.set(attempt.type, reviews);
  }
  const through = Number(attempts.at(-1)!.id);
  for (const card of cards) {
    card.reviewed_through = through;
    const reviews = reviewsByType.get(card.type);
    if (!reviews) continue;
    card.card = reviewPracticeCard(card.card, reviews);
    const c = columnsOf(card.card);
    await trx.raw(updateCardSql, [c.due, c.stability, c.difficulty, c.scheduled_days, c.learning_steps, c.reps, c.lapses, c.state, c.last_review, userId, card.type]);
  }
  await trx.raw(markReadSql, [through, userId]);
  return cards;
}

function columnsOf(card: Card) {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    scheduled_days: card.scheduled_days,
    learning_steps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    last_review: card.last_review ?? null,
  };
}

function cardOf(row: CardRow): Card {
  return {
    due: row.due,
    stability: row.stability,
    difficulty: row.difficulty,
    elapsed_days: 0,
    scheduled_days: row.scheduled_days,
    learning_steps: row.learning_steps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state as State,
    ...(row.last_review ? { last_review: row.last_review } : {}),
  };
}
