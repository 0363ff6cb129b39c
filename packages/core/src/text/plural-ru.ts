/** The noun's three forms after a number: [1 минуту, 2 минуты, 5 минут] (21 takes one, 11–14 take many). */
export type RussianForms = readonly [one: string, few: string, many: string];

// One rules object for the whole process: building Intl.PluralRules is the slow part, select() is cheap.
const rules = new Intl.PluralRules('ru');

/**
 * The Russian noun form for a count, by the CLDR rule (Intl.PluralRules('ru')): 1, 21, 101 → one;
 * 2–4, 22–24 → few; 0, 5–20, 25–30, 111 → many; the sign is ignored (−1 → one).
 * A fraction takes the few form, the genitive singular: '2,5 задания', '0,5 минуты', '1,5 дня'
 * (CLDR calls it 'other'). NaN and ±Infinity, which are no count, take many.
 */
export function pluralRu(count: number, forms: RussianForms): string {
  if (!Number.isFinite(count)) return forms[2];
  switch (rules.select(count)) {
    case 'one':
      return forms[0];
    case 'few':
      return forms[1];
    case 'many':
      return forms[2];
    default:
      return forms[1];
  }
}

/** The number and its noun: countRu(21, taskForms) → '21 задание', countRu(2.5, …) → '2,5 задания'. */
export function countRu(count: number, forms: RussianForms): string {
  const digits = Number.isInteger(count) ? String(count) : String(count).replace('.', ',');
  return `${digits} ${pluralRu(count, forms)}`;
}

/** The product's most frequent noun: 1 задание, 2 задания, 5 заданий. */
export const taskForms: RussianForms = ['задание', 'задания', 'заданий'];
