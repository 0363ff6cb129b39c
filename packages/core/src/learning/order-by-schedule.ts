import type { TypeMastery } from './mastery';
import type { PracticeCard } from './sync-practice-cards';

/** Cards in the order practice takes them: due first, the weaker type first among equals (every untried type is due from the start). */
export function orderBySchedule(cards: readonly PracticeCard[], mastery: readonly TypeMastery[]): PracticeCard[] {
  return [...cards].sort((a, b) => a.card.due.getTime() - b.card.due.getTime() || mastery[a.type - 1]!.probability - mastery[b.type - 1]!.probability);
}
