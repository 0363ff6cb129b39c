/**
 * The types that have a generator (decision 036), without the generators' code: the web's upload form
 * offers 'Сгенерировать' for these. A test holds it equal to generators-by-type.ts.
 */
export const generatorTypes: readonly number[] = [2, 4, 5, 7, 8, 11, 12, 13, 14, 15, 16, 17, 23, 24, 25];
