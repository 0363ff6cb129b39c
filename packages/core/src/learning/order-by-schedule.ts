import type { TypeMastery } from './mastery';
import type { PracticeCard } from './sync-practice-cards';

/**
 * Cards in the order practice takes them (decisions 042, 050): the due ones first, and among them the
 * tried types, weakest first, before the untried ones (no data is not weaker than a real miss); then
 * the rest by when they fall due.
 */
export function orderBySchedule(cards: readonly PracticeCard[], mastery: readonly TypeMastery[], now: Date): PracticeCard[] {
  const rank = (card: PracticeCard) => {
    if (card.card.due > now) return 2;
    return mastery[card.type - 1]!.tried ? 0 : 1;
  };
  const weakest = (a: PracticeCard, b: PracticeCard) => mastery[a.type - 1]!.probability - mastery[b.type - 1]!.probability;
  return [...cards].sort((a, b) => rank(a) - rank(b) || (rank(a) === 2 ? a.card.due.getTime() - b.card.due.getTime() : 0) || weakest(a, b) || a.type - b.type);
}
