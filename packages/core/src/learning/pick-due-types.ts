import type { CoreDeps } from '../context/core-deps';
import { loadTypeMastery } from './load-type-mastery';
import { orderBySchedule } from './order-by-schedule';
import { syncPracticeCards } from './sync-practice-cards';

/**
 * The types whose practice cards are due first, in the session's order (decision 042): what the
 * daily quest can take its five types from (issue 18).
 */
export async function pickDueTypes(deps: CoreDeps, userId: number, count: number): Promise<number[]> {
  const now = deps.clock.now();
  const [cards, mastery] = await Promise.all([deps.db.transaction((trx) => syncPracticeCards(trx, userId, now)), loadTypeMastery(deps.db, userId, now)]);
  return orderBySchedule(cards, mastery, now)
    .slice(0, count)
    .map((card) => card.type);
}
