/**
 * The types that have a generator, as a plain list the web can import without the generators
 * themselves (a test keeps it equal to generatorsByType's keys). One a line, in order.
 */
export const generatorTypes: readonly number[] = [
  1,
  2,
  3,
  4,
  5,
  6,
  7,
  8,
  9,
  10,
  11,
  12,
  13,
  14,
  15,
  16,
  17,
  18,
  19,
  20,
  21,
  22,
  23,
  24,
  25,
  26,
  27,
];
