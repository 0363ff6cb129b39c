/**
 * Type 14 — positional numeral systems. The powers here run to thousands of digits, so every
 * reference solution works in BigInt: a float would silently lose the low digits being counted.
 */
import type { DemoAnswer, DemoTask } from '../demo-task';

const field = (value: bigint | number): DemoAnswer => ({ kind: 'field', value: String(value) });

/** How many times `digit` occurs in the base-`base` notation of a non-negative `value`. */
function countDigit(value: bigint, base: number, digit: number): number {
  if (value < 0n) throw new Error('countDigit: negative value');
  const b = BigInt(base);
  const d = BigInt(digit);
  let count = 0;
  let rest = value;
  do {
    if (rest % b === d) count++;
    rest /= b;
  } while (rest > 0n);
  return count;
}

/** A numeral whose digits are given as numbers (so unknown digits can be substituted in). */
function fromDigits(digits: readonly number[], base: number): bigint {
  const b = BigInt(base);
  return digits.reduce((acc, d) => {
    if (d < 0 || d >= base) throw new Error(`fromDigits: digit ${d} is not valid in base ${base}`);
    return acc * b + BigInt(d);
  }, 0n);
}

const X = -1; // marks the unknown digit x in a digit list
const Y = -2; // marks the unknown digit y

function withUnknowns(digits: readonly number[], x: number, y = 0): number[] {
  return digits.map((d) => (d === X ? x : d === Y ? y : d));
}

// t14-3: 97968x15₁₅ + 7x233₁₅, the smallest x making the sum a multiple of 14.
const T3_A = [9, 7, 9, 6, 8, X, 1, 5];
const T3_B = [7, X, 2, 3, 3];

// t14-5: x and y are digits of base 19; the minimal multiple of 61 among 8x4y6₁₉ + 3yx79₁₉. The sum is
// const + 7220x + 6878y, so different pairs never give the same value and the chosen pair is unique.
const T5_A = [8, X, 4, Y, 6];
const T5_B = [3, Y, X, 7, 9];

export const type14Tasks: DemoTask[] = [
  {
    key: 't14-1',
    type: 14,
    difficulty: 1,
    text:
      '<p>Значение арифметического выражения</p>' +
      '<p>4<sup>2020</sup> + 2<sup>2017</sup> − 15</p>' +
      '<p>записали в системе счисления с основанием 2. Сколько единиц содержится в этой записи?</p>',
    answer: field(2015),
    solve: () => field(countDigit(4n ** 2020n + 2n ** 2017n - 15n, 2, 1)),
  },
  {
    key: 't14-2',
    type: 14,
    difficulty: 2,
    text:
      '<p>Значение арифметического выражения</p>' +
      '<p>9<sup>22</sup> + 3<sup>66</sup> − 12</p>' +
      '<p>записали в системе счисления с основанием 3. Сколько цифр «2» содержится в этой записи?</p>',
    answer: field(42),
    solve: () => field(countDigit(9n ** 22n + 3n ** 66n - 12n, 3, 2)),
  },
  {
    key: 't14-3',
    type: 14,
    difficulty: 2,
    text:
      '<p>Операнды арифметического выражения записаны в системе счисления с основанием 15:</p>' +
      '<p>97968<i>x</i>15<sub>15</sub> + 7<i>x</i>233<sub>15</sub></p>' +
      '<p>В записи чисел переменной <i>x</i> обозначена неизвестная цифра из алфавита 15-ричной системы счисления. ' +
      'Определите наименьшее значение <i>x</i>, при котором значение данного арифметического выражения кратно 14. ' +
      'Для найденного значения <i>x</i> вычислите частное от деления значения арифметического выражения на 14 ' +
      'и укажите его в ответе в десятичной системе счисления. Основание системы счисления в ответе указывать не нужно.</p>',
    answer: field(116071912),
    solve: () => {
      for (let x = 0; x < 15; x++) {
        const sum = fromDigits(withUnknowns(T3_A, x), 15) + fromDigits(withUnknowns(T3_B, x), 15);
        if (sum % 14n === 0n) return field(sum / 14n);
      }
      throw new Error('t14-3: no digit x fits');
    },
  },
  {
    key: 't14-4',
    type: 14,
    difficulty: 3,
    text:
      '<p>Значение арифметического выражения</p>' +
      '<p>7·512<sup>1912</sup> + 6·64<sup>1954</sup> − 5·8<sup>1991</sup> − 4·8<sup>1980</sup> − 2022</p>' +
      '<p>записали в системе счисления с основанием 8. Сколько цифр «7» содержится в этой записи?</p>',
    answer: field(3903),
    solve: () => field(countDigit(7n * 512n ** 1912n + 6n * 64n ** 1954n - 5n * 8n ** 1991n - 4n * 8n ** 1980n - 2022n, 8, 7)),
  },
  {
    key: 't14-5',
    type: 14,
    difficulty: 3,
    text:
      '<p>Операнды арифметического выражения записаны в системе счисления с основанием 19:</p>' +
      '<p>8<i>x</i>4<i>y</i>6<sub>19</sub> + 3<i>y</i><i>x</i>79<sub>19</sub></p>' +
      '<p>В записи чисел переменными <i>x</i> и <i>y</i> обозначены неизвестные цифры из алфавита 19-ричной системы счисления ' +
      '(цифры <i>x</i> и <i>y</i> могут совпадать). Среди всех пар (<i>x</i>, <i>y</i>), при которых значение выражения кратно 61, ' +
      'выберите ту, при которой значение выражения наименьшее. Для этой пары вычислите частное от деления значения выражения на 61 ' +
      'и укажите его в ответе в десятичной системе счисления.</p>',
    answer: field(24547),
    solve: () => {
      let best: bigint | null = null;
      for (let x = 0; x < 19; x++) {
        for (let y = 0; y < 19; y++) {
          const sum = fromDigits(withUnknowns(T5_A, x, y), 19) + fromDigits(withUnknowns(T5_B, x, y), 19);
          if (sum % 61n === 0n && (best === null || sum < best)) best = sum;
        }
      }
      if (best === null) throw new Error('t14-5: no pair (x, y) fits');
      return field(best / 61n);
    },
  },
];
