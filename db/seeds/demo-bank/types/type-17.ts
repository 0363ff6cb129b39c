/**
 * Type 17 — a .txt file of integers, pairs (or triples) of adjacent elements with a condition.
 * Each sequence is generated once from a fixed seed; the reference solution reads the built file
 * back, exactly as a student would, so the file and the answer cannot drift apart.
 */
import { buildTxt } from '@ege/core/files/build-txt';
import { seededRandom, type SeededRandom } from '@ege/core/generators/seeded-random';
import type { DemoAnswer, DemoFile, DemoTask } from '../demo-task';

const table = (rows: number[][]): DemoAnswer => ({ kind: 'table', rows: rows.map((r) => r.map(String)) });

const N = 10000;

/** N integers, each drawn by `draw` from a generator seeded with `seed`. */
function sequence(seed: number, draw: (rnd: SeededRandom) => number): number[] {
  const rnd = seededRandom(seed);
  return Array.from({ length: N }, () => draw(rnd));
}

/** Integers of the file, one per line. */
export function readInts(file: Buffer): number[] {
  return file
    .toString('utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map(Number);
}

/** Counts windows of `size` adjacent elements passing `ok` and the maximum of `score` over them. */
function windows(xs: number[], size: number, ok: (w: number[]) => boolean, score: (w: number[]) => number): DemoAnswer {
  let count = 0;
  let best = -Infinity;
  for (let i = 0; i + size <= xs.length; i++) {
    const w = xs.slice(i, i + size);
    if (!ok(w)) continue;
    count++;
    best = Math.max(best, score(w));
  }
  if (count === 0) throw new Error('type 17: no window satisfies the condition');
  return table([[count, best]]);
}

const sum = (w: number[]): number => w.reduce((a, b) => a + b, 0);
const digits = (x: number): number => String(Math.abs(x)).length;

const naturals = sequence(1701, (r) => r.int(1, 10000));
// Many short numbers: t17-2 needs two-digit elements to be common enough.
const mixed = sequence(1702, (r) => (r.next() < 0.3 ? r.int(1, 999) : r.int(1, 10000)));
const signed3 = sequence(1703, (r) => r.int(-10000, 10000));
const signed4 = sequence(1704, (r) => r.int(-10000, 10000));
const naturals5 = sequence(1705, (r) => r.int(1, 10000));

const file = (data: number[]): DemoFile => ({ name: '17.txt', build: () => buildTxt(data) });
const files = [file(naturals), file(mixed), file(signed3), file(signed4), file(naturals5)] as const;
const read = (f: DemoFile): number[] => readInts(f.build());

const INTRO_NATURAL =
  '<p>В файле содержится последовательность натуральных чисел. Элементы последовательности не превышают 10 000. ';
const INTRO_SIGNED =
  '<p>В файле содержится последовательность целых чисел. Элементы последовательности могут принимать целые значения от −10 000 до 10 000 включительно. ';
const PAIR = '<p>В данной задаче под парой подразумевается два идущих подряд элемента последовательности.</p>';

export const type17Tasks: DemoTask[] = [
  {
    key: 't17-1',
    type: 17,
    difficulty: 1,
    text:
      INTRO_NATURAL +
      'Определите количество пар последовательности, в которых хотя бы одно из чисел делится на 3, а сумма элементов пары делится на 7. ' +
      'В ответе запишите количество найденных пар, затем максимальную из сумм элементов таких пар.</p>' +
      PAIR,
    files: [files[0]],
    answer: table([[768, 19817]]),
    solve: () => windows(read(files[0]), 2, ([a = 0, b = 0]) => (a % 3 === 0 || b % 3 === 0) && (a + b) % 7 === 0, sum),
  },
  {
    key: 't17-2',
    type: 17,
    difficulty: 2,
    text:
      INTRO_NATURAL +
      'Определите количество пар последовательности, в которых только одно из чисел является двузначным, а сумма элементов пары ' +
      'кратна минимальному двузначному элементу последовательности, оканчивающемуся на 3. ' +
      'В ответе запишите количество найденных пар, затем максимальную из сумм элементов таких пар.</p>' +
      PAIR,
    files: [files[1]],
    answer: table([[41, 9997]]),
    solve: () => {
      const xs = read(files[1]);
      const m = Math.min(...xs.filter((x) => digits(x) === 2 && x % 10 === 3));
      return windows(xs, 2, (w) => w.filter((x) => digits(x) === 2).length === 1 && sum(w) % m === 0, sum);
    },
  },
  {
    key: 't17-3',
    type: 17,
    difficulty: 2,
    text:
      INTRO_SIGNED +
      'Определите количество пар последовательности, в которых хотя бы одно из чисел отрицательно, а сумма элементов пары ' +
      'больше среднего арифметического всех положительных элементов последовательности. ' +
      'В ответе запишите количество найденных пар, затем максимальную из сумм элементов таких пар.</p>' +
      PAIR,
    files: [files[2]],
    answer: table([[665, 9813]]),
    solve: () => {
      const xs = read(files[2]);
      const positive = xs.filter((x) => x > 0);
      const mean = sum(positive) / positive.length;
      return windows(xs, 2, (w) => w.some((x) => x < 0) && sum(w) > mean, sum);
    },
  },
  {
    key: 't17-4',
    type: 17,
    difficulty: 3,
    text:
      INTRO_SIGNED +
      'Определите количество троек последовательности, в которых ровно два элемента являются четырёхзначными числами ' +
      '(знак числа не учитывается: −1234 тоже четырёхзначное), а сумма элементов тройки не больше максимального элемента ' +
      'последовательности, запись которого оканчивается на 15. ' +
      'В ответе запишите количество найденных троек, затем максимальную из сумм элементов таких троек.</p>' +
      '<p>В данной задаче под тройкой подразумевается три идущих подряд элемента последовательности.</p>',
    files: [files[3]],
    answer: table([[2079, 9895]]),
    solve: () => {
      const xs = read(files[3]);
      // The maximum is positive (the file has positive elements ending in 15), so the sign rule of
      // the remainder does not matter here.
      const m = Math.max(...xs.filter((x) => x > 0 && x % 100 === 15));
      return windows(xs, 3, (w) => w.filter((x) => digits(x) === 4).length === 2 && sum(w) <= m, sum);
    },
  },
  {
    key: 't17-5',
    type: 17,
    difficulty: 3,
    text:
      INTRO_NATURAL +
      'Определите количество пар последовательности, в которых запись хотя бы одного из чисел в восьмеричной системе счисления ' +
      'оканчивается на 7, а сумма квадратов элементов пары не меньше квадрата максимального элемента последовательности, кратного 117. ' +
      'В ответе запишите количество найденных пар, затем максимальную из сумм квадратов элементов таких пар.</p>' +
      PAIR,
    files: [files[4]],
    answer: table([[592, 193268410]]),
    solve: () => {
      const xs = read(files[4]);
      const m = Math.max(...xs.filter((x) => x % 117 === 0));
      const squares = (w: number[]): number => w.reduce((a, x) => a + x * x, 0);
      return windows(xs, 2, (w) => w.some((x) => x % 8 === 7) && squares(w) >= m * m, squares);
    },
  },
];
