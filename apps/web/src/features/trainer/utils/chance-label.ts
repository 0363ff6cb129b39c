import { formatChance } from '../../../lib/format-chance';

/** A type's first-try chance in the types menu; an untried type has none: 'нет данных' (decision 050). */
export function chanceLabel(chance: number | null): string {
  return chance === null ? 'нет данных' : `шанс ${formatChance(chance)}`;
}
