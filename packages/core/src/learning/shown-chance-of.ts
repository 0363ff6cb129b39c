import type { TypeMastery } from './mastery';
import { roundChance } from './round-chance';

/** A type's chance as the API shows it: null for a type never tried, which has no data of its own (decision 050). */
export function shownChanceOf(mastery: Pick<TypeMastery, 'probability' | 'tried'>): number | null {
  return mastery.tried ? roundChance(mastery.probability) : null;
}
