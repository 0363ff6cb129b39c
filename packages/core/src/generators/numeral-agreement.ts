import { pluralRu } from '../text/plural-ru';

/** A noun's forms after a number, one triple [1, 2–4, 5–20] per case it may stand in. */
export type NounForms = readonly (readonly [string, string, string])[];

/**
 * The places in a statement where a number is followed by a form of a listed noun that no case of
 * that noun gives for this number ('из 3621 цветов' instead of 'из 3621 цвета'). Words that are not
 * listed (adjectives, units such as Кбайт) are not judged.
 */
export function disagreeingNumerals(html: string, nouns: readonly NounForms[]): string[] {
  // A power (2<sup>22</sup> бит) is not a count the noun agrees with.
  const text = html.replace(/<sup>.*?<\/sup>/g, '^n').replace(/<[^>]+>/g, ' ');
  const wrong: string[] = [];
  for (const match of text.matchAll(/(?<![\d.,])(\d+)\s+([а-яё]+)(?![\w/-])/gi)) {
    const count = Number(match[1]);
    const word = match[2]!.toLowerCase();
    const noun = nouns.find((cases) => cases.some((forms) => forms.includes(word)));
    if (noun && !noun.some((forms) => pluralRu(count, forms) === word)) wrong.push(match[0]);
  }
  return wrong;
}
